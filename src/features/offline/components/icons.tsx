// Small inline icons for the offline pieces (no icon library on the first screen).
const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
});

export function DownloadToDeviceIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M12 3v12m0 0 4.5-4.5M12 15l-4.5-4.5" />
      <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </svg>
  );
}

export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

export function OfflineIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M5.5 12.5a10 10 0 0 1 3.1-1.9M18.5 12.5a10 10 0 0 0-2.2-1.6M9 16.2a5 5 0 0 1 6 0" />
      <path d="M12 20h.01M3 3l18 18" />
    </svg>
  );
}

export function InstallIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M8 21h8M12 17v4M12 7v6m0 0 2.5-2.5M12 13l-2.5-2.5" />
    </svg>
  );
}

export function RefreshIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...base(size)}>
      <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8m0-5v5h5M4 13a8 8 0 0 0 14.6 4.5L20 16m0 5v-5h-5" />
    </svg>
  );
}
