import Avatar from '@mui/material/Avatar';
import { useState } from 'react';

interface AgencyLogoProps {
  name: string;
  logoUrl: string | null;
  size?: number;
  /** On a dark background the initials avatar inverts. */
  onDark?: boolean;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/** The agency's logo, or its initials when it has none (or the image fails to load). */
export function AgencyLogo({ name, logoUrl, size = 48, onDark = false }: AgencyLogoProps) {
  const [failed, setFailed] = useState(false);
  if (logoUrl && !failed) {
    return (
      <Avatar
        src={logoUrl}
        alt={`${name} logo`}
        variant="rounded"
        slotProps={{ img: { onError: () => setFailed(true) } }}
        sx={{ width: size, height: size, bgcolor: 'transparent', borderRadius: size / 4 }}
      />
    );
  }
  return (
    <Avatar
      variant="rounded"
      aria-label={`${name} logo`}
      sx={{
        width: size,
        height: size,
        borderRadius: size / 4,
        fontSize: size * 0.38,
        fontWeight: 700,
        bgcolor: onDark ? 'common.white' : 'primary.main',
        color: onDark ? 'secondary.main' : 'primary.contrastText',
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
