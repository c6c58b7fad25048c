import { keyframes, styled } from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useDocument } from '../../content/hooks';
import { ContentText, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import { brand } from '../../ui/brand-colours';

/** The list is drawn three times; moving by one copy's width makes the loop seamless. */
const COPIES = 3;
/** Seconds per character of one copy: about 60 pixels a second at the ticker's font size. */
const SECONDS_PER_CHARACTER = 0.14;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-${100 / COPIES}%); }
`;

const Bar = styled('section')(({ theme }) => ({
  display: 'flex',
  alignItems: 'stretch',
  background: brand.deep(theme),
  color: '#fff',
  fontSize: '0.9rem',
  minHeight: 40,
  '& .ticker-label': {
    display: 'flex',
    alignItems: 'center',
    padding: theme.spacing(0, 1.5),
    background: theme.palette.secondary.main,
    color: '#111',
    fontWeight: 700,
    whiteSpace: 'nowrap',
  },
  '& .ticker-viewport': { flex: 1, overflow: 'hidden', display: 'flex', alignItems: 'center' },
  '& .ticker-track': {
    display: 'flex',
    width: 'max-content',
    animation: `${scroll} var(--ticker-duration) linear infinite`,
  },
  // The switch pauses it by CSS alone, so a tap counts from the first paint, with or without scripts.
  '& .ticker-viewport:hover .ticker-track, & .ticker-viewport:focus-within .ticker-track, &:has(.ticker-toggle input:checked) .ticker-track':
    {
      animationPlayState: 'paused',
    },
  '& .ticker-copy': { display: 'flex', listStyle: 'none', margin: 0, padding: 0 },
  // Half the item's height is the link's own padding, so each headline is a touch target 24 px or more tall.
  '& .ticker-copy li': { padding: theme.spacing(0.5, 3), whiteSpace: 'nowrap', position: 'relative' },
  '& .ticker-copy a': { display: 'inline-block', padding: theme.spacing(0.5, 0) },
  '& .ticker-copy li::before': {
    content: '"\\2022"',
    position: 'absolute',
    left: 8,
    color: theme.palette.secondary.light,
  },
  '& a': { color: '#fff', textDecorationColor: 'rgba(255,255,255,0.5)' },
  '& .ticker-toggle': {
    // Above the moving track: a transformed element paints over unpositioned neighbours, and the
    // headlines sliding past would otherwise cover the switch as far as hit-testing tools can tell.
    position: 'relative',
    zIndex: 1,
    background: 'inherit',
    color: '#fff',
    cursor: 'pointer',
    padding: theme.spacing(0, 1.25),
    display: 'flex',
    alignItems: 'center',
    minWidth: 44,
    justifyContent: 'center',
  },
  // The checkbox covers its label, unseen: the icon shows what a tap does next.
  '& .ticker-toggle input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '& .ticker-toggle .when-paused, & .ticker-toggle:has(input:checked) .when-running': { display: 'none' },
  '& .ticker-toggle:has(input:checked) .when-paused': { display: 'inline-block' },
  '& .ticker-toggle:has(input:focus-visible)': { outline: '2px solid #fff', outlineOffset: -4 },
  // Without motion the headlines wrap and stay still, shown once.
  '@media (prefers-reduced-motion: reduce)': {
    '& .ticker-track': { animation: 'none', width: 'auto', flexWrap: 'wrap' },
    '& .ticker-copy': { flexWrap: 'wrap' },
    '& .ticker-copy[aria-hidden="true"], & .ticker-toggle': { display: 'none' },
  },
}));

export function NewsTicker() {
  const ticker = useDocument('ticker');
  const { t, l } = useTranslation();
  const items = ticker.items.filter((item) => item.active !== false);
  if (items.length === 0) return null;
  const characters = items.reduce((sum, item) => sum + l(item.text).length + 6, 0);
  const duration = `${Math.max(15, Math.round(characters * SECONDS_PER_CHARACTER))}s`;

  return (
    <Bar aria-labelledby="news-ticker-label" data-testid="news-ticker">
      <span className="ticker-label" id="news-ticker-label">
        <ContentText text={ticker.label} />
      </span>
      <div className="ticker-viewport">
        <div className="ticker-track" style={{ '--ticker-duration': duration } as React.CSSProperties}>
          {Array.from({ length: COPIES }, (_, copy) => (
            <ul key={copy} className="ticker-copy" aria-hidden={copy > 0 || undefined}>
              {items.map((item) => (
                <li key={item.id}>
                  {item.url ? (
                    <SmartLink href={item.url} tabIndex={copy > 0 ? -1 : undefined}>
                      <ContentText text={item.text} />
                    </SmartLink>
                  ) : (
                    <ContentText text={item.text} />
                  )}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {/* A native switch ("pause" on or off) needs no script: the bar's CSS reads its state. */}
      <label className="ticker-toggle">
        <input type="checkbox" role="switch" aria-label={t('frame.pauseTicker')} />
        <PauseIcon fontSize="small" className="when-running" />
        <PlayArrowIcon fontSize="small" className="when-paused" />
      </label>
    </Bar>
  );
}
