// Small contact icons drawn as inline SVG (no icon font), on a 24×24 grid.

export type IconName = 'phone' | 'whatsapp' | 'pin' | 'globe' | 'mail' | 'link';

/** Filled icons; the globe is drawn with strokes in Icon. */
const PATHS: Record<Exclude<IconName, 'globe'>, string> = {
  // Handset, tilted as on a dial button.
  phone:
    'M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  // A round chat bubble with a tail at the lower left and a handset inside.
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.2 15.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8zM8.9 7.4c-.2 0-.5 0-.8.4-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.4 2.5 1 3 .8 3.5.7.6 0 1.8-.7 2-1.4.3-.7.3-1.3.2-1.4l-.6-.4-2-1c-.3 0-.5-.1-.7.2l-.9 1.1c-.2.2-.3.2-.6.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5z',
  // Map pin with a hole.
  pin: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.6A2.6 2.6 0 1 1 12 6.4a2.6 2.6 0 0 1 0 5.2z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.6 7 12 11.2 18.4 7H5.6z',
  // Chain link, for the card's own address.
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.4-3.4a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM8.5 18.4a3.3 3.3 0 0 1-4.7-4.7l2.8-2.8a1 1 0 0 1 1.4 1.4l-2.8 2.8a1.3 1.3 0 0 0 1.9 1.9l2.8-2.8a1 1 0 0 1 1.4 1.4l-2.8 2.8zm7.8-5.9a1 1 0 0 1-1.4-1.4l2.8-2.8a1.3 1.3 0 0 0-1.9-1.9L13 9.2a1 1 0 0 1-1.4-1.4l2.8-2.8a3.3 3.3 0 0 1 4.7 4.7l-2.8 2.8z',
};

export function Icon({ name, size, color }: { name: IconName; size: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      {name === 'globe' ? (
        <g fill="none" stroke={color} strokeWidth={1.9}>
          <circle cx={12} cy={12} r={9.2} />
          <ellipse cx={12} cy={12} rx={4.1} ry={9.2} />
          <path d="M3 12h18M4.4 7.4h15.2M4.4 16.6h15.2" />
        </g>
      ) : (
        <path d={PATHS[name]} fill={color} fillRule="evenodd" />
      )}
    </svg>
  );
}

/** The icon centred in a filled circle (the chips in front of contact rows). */
export function IconDot({
  name,
  size,
  color,
  background,
}: {
  name: IconName;
  size: number;
  color: string;
  background: string;
}) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: background,
        flexShrink: 0,
      }}
    >
      <Icon name={name} size={Math.round(size * 0.58)} color={color} />
    </div>
  );
}
