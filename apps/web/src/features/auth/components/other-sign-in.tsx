import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

/** Each sign-in page's way to the other one: a question, then the link. */
const OTHER_SIGN_IN = {
  customer: {
    Icon: HandshakeRounded,
    question: 'login.partnerQuestion',
    pathname: '/franchisee-login',
    link: 'glossary:partnerSignIn',
    testId: 'to-franchisee-login',
  },
  partner: {
    Icon: ArrowBackRounded,
    question: 'franchisee.notPartner',
    pathname: '/login',
    link: 'franchisee.customerSignIn',
    testId: 'to-customer-login',
  },
} as const;

/** The footer of the customers' (`from` customer) or the partners' sign-in: a link to the other, keeping the query. */
export function OtherSignIn({ from }: { from: keyof typeof OTHER_SIGN_IN }) {
  const { t } = useTranslation(['auth', 'glossary']);
  const { search } = useLocation();
  const { Icon, question, pathname, link, testId } = OTHER_SIGN_IN[from];
  return (
    <Typography variant="body2" color="textSecondary">
      <Icon sx={{ fontSize: 16, verticalAlign: 'text-bottom', mr: 0.5 }} />
      {t(question)}{' '}
      <Link component={RouterLink} to={{ pathname, search }} sx={{ fontWeight: 600 }} data-testid={testId}>
        {t(link)}
      </Link>
    </Typography>
  );
}
