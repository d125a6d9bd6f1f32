// One player for the whole page: playing a track stops the one before. A preview of a trim plays
// the original from the start of the trim and stops at its end.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Player {
  /** The id of what is playing; null: nothing. */
  playing: string | null;
  toggle: (id: string, url: string, range?: { startMs: number; endMs: number }) => void;
  stop: () => void;
}

export function usePlayer(): Player {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  }, []);

  const toggle = useCallback(
    (id: string, url: string, range?: { startMs: number; endMs: number }) => {
      if (playing === id) {
        stop();
        return;
      }
      audio.current?.pause();
      const element = new Audio(url);
      audio.current = element;
      if (range) element.currentTime = range.startMs / 1000;
      element.ontimeupdate = () => {
        if (range && element.currentTime * 1000 >= range.endMs) {
          element.pause();
          setPlaying((current) => (current === id ? null : current));
        }
      };
      element.onended = () => setPlaying((current) => (current === id ? null : current));
      element.onerror = () => setPlaying((current) => (current === id ? null : current));
      setPlaying(id);
      element.play().catch(() => setPlaying((current) => (current === id ? null : current)));
    },
    [playing, stop],
  );

  useEffect(() => () => audio.current?.pause(), []);
  return { playing, toggle, stop };
}
