/** The icons of the frame's sprite (frame-icons.svg, written by scripts/frame-icons.ts), by symbol id. */
export const FRAME_ICON_NAMES = [
  'email',
  'facebook',
  'instagram',
  'language',
  'linkedin',
  'location',
  'phone',
  'whatsapp',
  'x',
  'youtube',
  'apartment',
  'image',
  'link',
  'lock',
  'newspaper',
  'tag',
  'chevron-right',
  'translate',
] as const;

export type FrameIconName = (typeof FRAME_ICON_NAMES)[number];
