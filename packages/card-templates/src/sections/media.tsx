/** @jsxRuntime automatic @jsxImportSource react */
// Videos (lite embeds), gallery, about us and products.
import { type TCardView, youtubeVideoId } from '@cardora/contract';
import { formatRichText, formatRupees, safeUploadPath, sizedImage, sizedSrcSet, whatsappHref } from '../format';
import { A, Icon, Section, useWords } from '../ui';

/**
 * A thumbnail that links to YouTube. The page script swaps it for the player on click,
 * so no YouTube iframe (~1 MB of script) loads until someone asks for it.
 */
export function VideosSection({ view, title }: { view: TCardView; title: string }) {
  const t = useWords();
  const videos = view.sections.youtubeVideos.videos
    .map((video) => ({ id: youtubeVideoId(video.url), title: video.title }))
    .filter((video): video is { id: string; title: string | null } => video.id !== null);
  if (videos.length === 0) return null;
  return (
    <Section title={title}>
      <div className={videos.length > 1 ? 'strip' : undefined}>
        {videos.map((video) => (
          <figure className="vid" key={video.id}>
            <A
              className="yt"
              href={`https://www.youtube.com/watch?v=${video.id}`}
              data={{ 'data-yt': video.id }}
              action="youtube"
              target={video.id}
              external
              label={t('media.play', { title: video.title ?? t('media.video') })}
            >
              <img
                src={`https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`}
                alt=""
                loading="lazy"
                width="480"
                height="360"
              />
              <span className="playb">
                <Icon name="play" />
              </span>
            </A>
            {video.title ? <figcaption>{video.title}</figcaption> : null}
          </figure>
        ))}
      </div>
    </Section>
  );
}

/**
 * The gallery's slots as `sizes`: the card is at most 480 px wide and a section's margin and
 * padding take 64 px of it, so a tile is 204 px (about 45% of a phone's width) and the first
 * photo of an odd count 416 px (about 85%). The srcset steps are resized copies
 * (IMAGE_WIDTHS): a phone at 1x gets a 240 px tile, not 480. Kept short: every byte here is
 * repeated per photo in a page held to 36 KB.
 */
const TILE = { widths: [240, 480], sizes: '(min-width:480px) 204px,45vw' } as const;
const WIDE = { widths: [480, 960], sizes: '(min-width:480px) 416px,85vw' } as const;

export function GallerySection({ view, title }: { view: TCardView; title: string }) {
  const t = useWords();
  const images = view.sections.gallery.images
    .map((image) => ({ url: safeUploadPath(image.url), thumb: sizedImage(image.url, 480), caption: image.caption }))
    .filter(
      (image): image is { url: string; thumb: string; caption: string | null } =>
        image.url !== null && image.thumb !== null,
    );
  if (images.length === 0) return null;
  const odd = images.length % 2 === 1;
  return (
    <Section title={title}>
      <div className={`gal${odd ? ' odd' : ''}`}>
        {images.map((image, index) => {
          const slot = odd && index === 0 ? WIDE : TILE;
          return (
            <A key={image.url} className="gi" href={image.url} external>
              <img
                src={image.thumb}
                srcSet={sizedSrcSet(image.url, slot.widths) ?? undefined}
                sizes={slot.sizes}
                alt={image.caption ?? t('media.photo')}
                loading="lazy"
                width="400"
                height="400"
              />
              {image.caption ? <span className="cap">{image.caption}</span> : null}
            </A>
          );
        })}
      </div>
    </Section>
  );
}

export function AboutSection({ view, title }: { view: TCardView; title: string }) {
  const { text } = view.sections.aboutUs;
  // The year established shows in the hero ("Since 1986").
  if (!text) return null;
  return (
    <Section title={title}>
      {
        // formatRichText escapes the whole text before adding its own <strong>/<em>/<br>/<p>.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by formatRichText
        <div className="prose" dangerouslySetInnerHTML={{ __html: formatRichText(text) }} />
      }
    </Section>
  );
}

export function ProductsSection({ view, title }: { view: TCardView; title: string }) {
  const t = useWords();
  const products = view.sections.products.products;
  if (products.length === 0) return null;
  const basic = view.sections.basicDetails;
  const chatNumber = basic?.whatsappNumber ?? basic?.phoneNumbers[0] ?? null;
  return (
    <Section title={title}>
      <ul className="prods">
        {products.map((product) => {
          // Products show at a fixed 88 px: 112 px for a 1x screen, 240 px from 2x up.
          const image = sizedImage(product.imageUrl, 112);
          const dense = sizedImage(product.imageUrl, 240);
          const enquiry =
            product.enquiryEnabled && chatNumber
              ? whatsappHref(chatNumber, t('media.enquiryMessage', { product: product.name }))
              : null;
          return (
            <li className="prod" key={product.productId}>
              {image ? (
                <img
                  src={image}
                  srcSet={dense ? `${dense} 2x` : undefined}
                  alt=""
                  loading="lazy"
                  width="96"
                  height="96"
                />
              ) : (
                <span className="pimg" aria-hidden="true">
                  {product.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div className="pbody">
                <h3>{product.name}</h3>
                {product.description ? <p>{product.description}</p> : null}
                <div className="pfoot">
                  {product.priceInPaise !== null && Number.isFinite(product.priceInPaise) ? (
                    <span className="price">{formatRupees(product.priceInPaise)}</span>
                  ) : null}
                  {enquiry ? (
                    <A className="enq" href={enquiry} action="enquiry" target={product.name} external>
                      <Icon name="wa" />
                      {` ${t('media.enquire')}`}
                    </A>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
