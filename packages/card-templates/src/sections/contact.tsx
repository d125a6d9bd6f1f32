/** @jsxRuntime automatic @jsxImportSource react */
// Contact details (every number, e-mail, website, address) and the payment section.
import type { TCardBasicDetails, TCardView } from '@cardora/contract';
import type { ReactNode } from 'react';
import {
  displayPhone,
  mailtoHref,
  mapHref,
  safeHttpUrl,
  safeUploadPath,
  telHref,
  upiHref,
  whatsappHref,
} from '../format';
import { A, Email, Icon, type IconName, JsButton, Section, useWords } from '../ui';

function Row({
  icon,
  label,
  value,
  href,
  action,
  external,
}: {
  icon: IconName;
  label: string;
  value: ReactNode;
  href: string | null;
  action?: string;
  external?: boolean;
}) {
  return (
    <li>
      <A className="row" href={href} action={action} external={external}>
        <span className="rico">
          <Icon name={icon} />
        </span>
        <span className="rtx">
          <small>{label}</small>
          <span>{value}</span>
        </span>
      </A>
    </li>
  );
}

function prettyUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

export function ContactSection({ basic, title }: { basic: TCardBasicDetails; title: string }) {
  const t = useWords();
  const website = safeHttpUrl(basic.website);
  const map = mapHref(basic.mapLink, basic.address);
  return (
    <Section title={title}>
      <ul className="rows">
        {basic.phoneNumbers.map((phone, index) => (
          <Row
            key={phone}
            icon="call"
            label={
              phone === basic.whatsappNumber
                ? t('contact.mobileWhatsapp')
                : index === 0
                  ? t('contact.mobile')
                  : t('contact.phone')
            }
            value={displayPhone(phone)}
            href={telHref(phone)}
            action="call"
          />
        ))}
        {basic.whatsappNumber && !basic.phoneNumbers.includes(basic.whatsappNumber) ? (
          <Row
            icon="wa"
            label="WhatsApp"
            value={displayPhone(basic.whatsappNumber)}
            href={whatsappHref(basic.whatsappNumber)}
            action="whatsapp"
            external
          />
        ) : null}
        {basic.email ? (
          <Row
            icon="mail"
            label={t('contact.email')}
            value={<Email value={basic.email} />}
            href={mailtoHref(basic.email)}
            action="email"
          />
        ) : null}
        {website ? (
          <Row
            icon="web"
            label={t('contact.website')}
            value={prettyUrl(website)}
            href={website}
            action="website"
            external
          />
        ) : null}
        {basic.address ? (
          <Row icon="map" label={t('contact.address')} value={basic.address} href={map} action="map" external />
        ) : null}
      </ul>
    </Section>
  );
}

function CopyValue({ value, label }: { value: string; label: string }) {
  const t = useWords();
  return (
    <JsButton className="copy" label={t('payment.copy', { label })} data={{ 'data-copy': value }}>
      <Icon name="copy" />
    </JsButton>
  );
}

export function PaymentSection({ view, title }: { view: TCardView; title: string }) {
  const t = useWords();
  const payment = view.sections.paymentOptions;
  const basic = view.sections.basicDetails;
  const payee = payment.upiPayeeName ?? basic?.companyName ?? view.businessName;
  const upi = payment.upiId ? upiHref(payment.upiId, payee) : null;
  const qr = safeUploadPath(payment.upiQrImageUrl);
  const bank = payment.bank;
  if (!upi && !qr && !bank) return null;
  const bankRows: [string, string][] = bank
    ? [
        [t('payment.accountName'), bank.accountName],
        [t('payment.accountNumber'), bank.accountNumber],
        [t('payment.ifsc'), bank.ifsc],
        [t('payment.bank'), bank.bankName],
        ...(bank.branch ? ([[t('payment.branch'), bank.branch]] as [string, string][]) : []),
      ]
    : [];
  return (
    <Section title={title}>
      {upi || qr ? (
        <div className="upi">
          {payment.upiId ? (
            <div className="kv">
              <span className="rtx">
                <small>{`${t('payment.upiId')} · ${payee}`}</small>
                <span>{payment.upiId}</span>
              </span>
              <CopyValue value={payment.upiId} label={t('payment.upiId')} />
            </div>
          ) : null}
          {qr ? (
            <img className="upiqr" src={qr} alt={t('payment.upiQr')} width="200" height="200" loading="lazy" />
          ) : null}
          {upi ? (
            <A className="btn pri wide" href={upi} action="upi">
              <Icon name="upi" />
              {` ${t('payment.payWithUpi')}`}
            </A>
          ) : null}
        </div>
      ) : null}
      {bank ? (
        <div className="bank">
          <h3>
            <Icon name="bank" />
            {` ${t('payment.bankTransfer')}`}
          </h3>
          <dl>
            {bankRows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <span>{value}</span>
                  <CopyValue value={value} label={label} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </Section>
  );
}
