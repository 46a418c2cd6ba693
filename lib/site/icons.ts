import {
  ArrowLeft,
  ArrowRight,
  Bookmark,
  BookmarkCheck,
  CalendarDays,
  ChevronDown,
  Clock,
  Coffee,
  Download,
  ExternalLink,
  Eye,
  Flame,
  Handshake,
  Info,
  Leaf,
  Mail,
  Map as MapIcon,
  MapPin,
  Menu,
  MessageCircle,
  Mountain,
  Phone,
  Search,
  Share2,
  ShoppingBag,
  Smile,
  Star,
  Users,
  X,
} from 'lucide';

// The icons the site draws, by name: lucide's shape data (https://lucide.dev, ISC licence), which
// components/ui/icon.tsx renders on the server as inline SVG (no JavaScript, no icon font). To add
// one, import it from 'lucide' by its name on lucide.dev and list it here.

export type IconNode = readonly (readonly [
  tag: string,
  attributes: Readonly<Record<string, string | number | undefined>>,
])[];

export const icons = {
  arrowLeft: ArrowLeft,
  arrowRight: ArrowRight,
  bookmark: Bookmark,
  bookmarkCheck: BookmarkCheck,
  calendarDays: CalendarDays,
  chevronDown: ChevronDown,
  clock: Clock,
  coffee: Coffee,
  download: Download,
  externalLink: ExternalLink,
  eye: Eye,
  flame: Flame,
  handshake: Handshake,
  info: Info,
  leaf: Leaf,
  mail: Mail,
  map: MapIcon,
  mapPin: MapPin,
  menu: Menu,
  messageCircle: MessageCircle,
  mountain: Mountain,
  phone: Phone,
  search: Search,
  share2: Share2,
  shoppingBag: ShoppingBag,
  smile: Smile,
  star: Star,
  users: Users,
  x: X,
} as const satisfies Record<string, IconNode>;

export type IconName = keyof typeof icons;
