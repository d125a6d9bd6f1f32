// What a customer's product page (greetings, PDF ID cards, videos) shows instead of itself.
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '#components/empty-state';
import { customerPaths } from '../customer-links';

/** The product is off for the agency: said plainly, with the way home. */
export function ProductNotOffered({
  testId,
  icon,
  title,
  text,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  const { t } = useTranslation('glossary');
  return (
    <EmptyState
      testId={testId}
      icon={icon}
      title={title}
      text={text}
      action={
        <Button component={RouterLink} to={customerPaths.home} variant="outlined">
          {t('backToHome')}
        </Button>
      }
    />
  );
}

/** No business yet: what the product makes carries the business's name, logo and contacts. */
export function AddBusinessFirst({ testId, text }: { testId: string; text: string }) {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      testId={testId}
      icon={<AddBusinessRounded />}
      title={t('common.addBusinessFirst')}
      text={text}
      action={
        <Button
          component={RouterLink}
          to={customerPaths.addBusiness}
          variant="contained"
          startIcon={<AddBusinessRounded />}
        >
          {t('common.addYourBusiness')}
        </Button>
      }
    />
  );
}

interface ProductListHeadingProps {
  title: string;
  /** The active business's name, before the summary. */
  businessName: string | null;
  /** "3 PDF ID cards"; null while the list loads. */
  summary: string | null;
  summaryTestId?: string;
  /** Make another, where it is offered. */
  action: ReactNode;
}

/** The heading of a customer's list of what a product made: the business, how many, and Make. */
export function ProductListHeading({ title, businessName, summary, summaryTestId, action }: ProductListHeadingProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Box>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid={summaryTestId}>
          {businessName ? `${businessName} · ` : ''}
          {summary ?? '\u00a0'}
        </Typography>
      </Box>
      {action}
    </Stack>
  );
}

/** Two rows' places while a customer's list of what a product made loads. */
export function ProductListSkeleton({ rowHeight }: { rowHeight: number }) {
  const { t } = useTranslation('products');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={rowHeight} />
      <Skeleton variant="rounded" height={rowHeight} />
    </Stack>
  );
}

/** Make another: to the product's designs for the business. */
export function ProductMakeButton({
  to,
  disabled,
  testId,
  children,
}: {
  to: string;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="contained"
      startIcon={<AddRounded />}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
