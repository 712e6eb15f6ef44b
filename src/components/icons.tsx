import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

type IconProps = HTMLChakraProps<'svg'>;

/**
 * Line icons drawn in the app (no icon package: lucide-react measured 2.5 KB gzip more on the first page).
 * 24-unit grid, current colour, decorative by default. Each icon is one path: circles and rectangles are
 * written with `circle()` and `rect()` below.
 */
export const lineIconAttributes = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const;

/** A circle as path data. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** A rectangle with rounded corners (radius r) as path data. */
const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`;

function icon(name: string, path: string) {
  function AppIcon(props: IconProps) {
    return (
      <chakra.svg {...lineIconAttributes} boxSize="1.1em" flexShrink={0} data-icon={name.toLowerCase()} {...props}>
        <path d={path} />
      </chakra.svg>
    );
  }
  AppIcon.displayName = `${name}Icon`;
  return AppIcon;
}

/** The paths on their own, for plain `<svg>` elements: the site table's rows, the widget preview's shadow root. */
export const iconPaths = {
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z',
  chevronDown: 'm6 9 6 6 6-6',
  search: `${circle(11, 11, 7)}m20 20-3.5-3.5`,
};

export const MenuIcon = icon('Menu', 'M4 6h16M4 12h16M4 18h16');
export const ChevronsLeftIcon = icon('ChevronsLeft', 'm11 17-5-5 5-5M18 17l-5-5 5-5');
export const ChevronsRightIcon = icon('ChevronsRight', 'm13 17 5-5-5-5M6 17l5-5-5-5');
export const ChevronDownIcon = icon('ChevronDown', iconPaths.chevronDown);
export const SunIcon = icon(
  'Sun',
  `${circle(12, 12, 4)}M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4`,
);
export const MoonIcon = icon('Moon', 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z');
export const HelpIcon = icon('Help', `${circle(12, 12, 10)}M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01`);
export const UserIcon = icon('User', `${circle(12, 8, 4)}M4 21a8 8 0 0 1 16 0`);
export const HomeIcon = icon('Home', 'm3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z');
export const FolderIcon = icon('Folder', 'M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z');
export const PlusIcon = icon('Plus', `${rect(3, 3, 18, 18, 2)}M12 8v8M8 12h8`);
export const WidgetIcon = icon(
  'Widget',
  [rect(3, 3, 7, 7, 1), rect(14, 3, 7, 7, 1), rect(3, 14, 7, 7, 1), rect(14, 14, 7, 7, 1)].join(''),
);
export const UsersIcon = icon(
  'Users',
  `${circle(9, 8, 4)}M2 21a7 7 0 0 1 14 0M16 3.1a4 4 0 0 1 0 7.8M22 21a7 7 0 0 0-4-6.3`,
);
export const SyncIcon = icon('Sync', 'M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5');
export const SearchIcon = icon('Search', iconPaths.search);
export const FileIcon = icon(
  'File',
  'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M9 15h6M12 12v6',
);
/** A whole site (website audits). */
export const GlobeIcon = icon('Globe', `${circle(12, 12, 9)}M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18`);
/** A pulse line (monitoring). */
export const ActivityIcon = icon('Activity', 'M22 12h-4l-3 9L9 3l-3 9H2');
export const CardIcon = icon('Card', `${rect(2, 5, 20, 14, 2)}M2 10h20`);
export const TagIcon = icon(
  'Tag',
  `M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z${circle(7.5, 7.5, 1.5)}`,
);
export const ExternalIcon = icon(
  'External',
  'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
);
export const InfoIcon = icon('Info', `${circle(12, 12, 9)}M12 11v5M12 8h.01`);
export const BellIcon = icon('Bell', 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0');
/** Shown or hidden secret: the eye, struck through while the secret is hidden. */
export const EyeIcon = icon('Eye', `M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z${circle(12, 12, 3)}`);
export const EyeOffIcon = icon('EyeOff', `M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z${circle(12, 12, 3)}M3 3l18 18`);
