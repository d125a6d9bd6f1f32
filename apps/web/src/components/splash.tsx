import { panelBrand } from '../app/theme-boot';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

/**
 * Spec 2: a loading splash while the app starts (agency and session load before first paint).
 * It is the page's own boot splash drawn again (index.html's boot-splash classes and the brand the
 * server wrote in), so React taking over the page changes nothing on screen.
 */
export function Splash() {
  const appName = panelBrand?.appName ?? '';
  const logoUrl = panelBrand?.theme.logoUrl ?? null;
  return (
    <div className="boot-splash" role="status" aria-live="polite" data-testid="app-splash">
      <div className="boot-splash__band">
        {panelBrand?.theme.loginBackgroundUrl ? (
          <div
            className="boot-splash__bg"
            style={{ backgroundImage: `url("${encodeURI(panelBrand.theme.loginBackgroundUrl)}")` }}
          />
        ) : null}
        {logoUrl ? (
          <img className="boot-splash__logo" src={logoUrl} alt={`${appName} logo`} width={64} height={64} />
        ) : appName ? (
          <div className="boot-splash__mark" aria-hidden="true">
            {initials(appName)}
          </div>
        ) : null}
        {appName ? <p className="boot-splash__name">{appName}</p> : null}
      </div>
      <div className="boot-splash__card">
        <div className="boot-splash__ring" />
        <span className="boot-splash__loading">Loading…</span>
      </div>
    </div>
  );
}
