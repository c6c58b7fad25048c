/**
 * Icons for islands, drawn as MUI draws them (the same 24-unit Material paths and class) without MUI's
 * runtime: an island renders the same markup on the server and in the browser, styled by the page's
 * CSS. MUI's test id and its `focusable` for old Internet Explorer are left out: every page carries
 * its icons in its first round trip.
 */
const ICON_PATHS = {
  Close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  Search:
    'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  Menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  ExpandMore: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  Pause: 'M6 19h4V5H6zm8-14v14h4V5z',
  PlayArrow: 'M8 5v14l11-7z',
  KeyboardArrowUp: 'M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z',
  ChevronLeft: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  ChevronRight: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  Place:
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
  Translate:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function Icon({
  name,
  small = false,
  className,
}: {
  name: IconName;
  small?: boolean;
  className?: string;
}) {
  return (
    <svg
      className={`MuiSvgIcon-root${small ? ' MuiSvgIcon-fontSizeSmall' : ''} native-icon${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      viewBox="0 0 24 24"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
