/** @jsxRuntime automatic @jsxImportSource react */
// The top of the card: who this is (hero) and the one-tap actions under it.
import type { TCardBasicDetails, TCardView } from '@cardora/contract';
import { mailtoHref, mapHref, safeHttpUrl, sizedImage, telHref, whatsappHref } from '../format';
import type { CardT } from '../i18n';
import { A, contactFileHref, Icon, type IconName, type MemberPage, useMemberPage, useWords } from '../ui';

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function Hero({ view, basic }: { view: TCardView; basic: TCardBasicDetails }) {
  const t = useWords();
  const photo = sizedImage(basic.photoUrl, 240);
  const logo = sizedImage(basic.logoUrl, 112);
  const since = view.sections.aboutUs.yearEstablished;
  const tags = [basic.businessType, view.categoryName, since ? t('hero.since', { year: since }) : null].filter(
    (tag): tag is string => Boolean(tag),
  );
  return (
    <header className="hero">
      <div className="cover">
        {logo ? (
          <img className="logo" src={logo} alt={t('hero.logo', { name: basic.companyName })} width="56" height="56" />
        ) : null}
      </div>
      <div className="who">
        {photo ? (
          <img className="photo" src={photo} alt={basic.name} width="120" height="120" />
        ) : (
          <div className="photo ini" aria-hidden="true">
            {initials(basic.name)}
          </div>
        )}
        <h1 className="name">
          {basic.salutation !== 'none' ? <span className="sal">{`${basic.salutation} `}</span> : null}
          {basic.name}
        </h1>
        {basic.designation ? <p className="role">{basic.designation}</p> : null}
        <p className="co">{basic.companyName}</p>
        {tags.length > 0 ? (
          <ul className="tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}

interface Action {
  key: string;
  icon: IconName;
  label: string;
  href: string | null;
  action: string;
  external?: boolean;
}

export function actionsOf(
  view: TCardView,
  basic: TCardBasicDetails,
  t: CardT,
  member: MemberPage | null = null,
): Action[] {
  const phone = basic.phoneNumbers[0];
  const wa = basic.whatsappNumber ?? null;
  const list: Action[] = [
    { key: 'call', icon: 'call', label: t('actions.call'), href: phone ? telHref(phone) : null, action: 'call' },
    {
      key: 'wa',
      icon: 'wa',
      label: 'WhatsApp',
      href: wa ? whatsappHref(wa) : null,
      action: 'whatsapp',
      external: true,
    },
    {
      key: 'mail',
      icon: 'mail',
      label: t('actions.email'),
      href: basic.email ? mailtoHref(basic.email) : null,
      action: 'email',
    },
    {
      key: 'map',
      icon: 'map',
      label: t('actions.map'),
      href: mapHref(basic.mapLink, basic.address),
      action: 'map',
      external: true,
    },
    {
      key: 'web',
      icon: 'web',
      label: t('actions.website'),
      href: safeHttpUrl(basic.website),
      action: 'website',
      external: true,
    },
  ];
  if (view.sections.settings.showSaveContact) {
    list.push({
      key: 'save',
      icon: 'save',
      label: t('actions.save'),
      href: contactFileHref(view.cardId, member),
      action: '',
    });
  }
  return list.filter((item) => item.href !== null);
}

/** Round icon buttons; "Save" is counted by the server when the .vcf is fetched. */
export function ActionBar({ view, basic }: { view: TCardView; basic: TCardBasicDetails }) {
  const actions = actionsOf(view, basic, useWords(), useMemberPage());
  if (actions.length === 0) return null;
  return (
    <nav className="acts">
      {actions.map((item) => (
        <A
          key={item.key}
          className={`act act-${item.key}`}
          href={item.href}
          action={item.action || undefined}
          external={item.external}
        >
          <span className="bub">
            <Icon name={item.icon} />
          </span>
          <span>{item.label}</span>
        </A>
      ))}
    </nav>
  );
}
