// Tool icons (spec §3: CUrlDefaultPage holds an icon name, falling back to a
// question icon). An explicit map of the MUI icon names the seed uses
// (src/server/seed/data/dashboard-tags.ts and the form tags of
// demo-content.ts), each imported on its own: importing the whole icon
// library would put thousands of icons into the bundle. A name outside the
// map shows HelpOutline; add a line here when a new icon name is seeded.
import type { SvgIconComponent } from '@mui/icons-material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnnouncementIcon from '@mui/icons-material/Announcement';
import ApiIcon from '@mui/icons-material/Api';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CachedIcon from '@mui/icons-material/Cached';
import CampaignIcon from '@mui/icons-material/Campaign';
import CodeIcon from '@mui/icons-material/Code';
import ConstructionIcon from '@mui/icons-material/Construction';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import CropIcon from '@mui/icons-material/Crop';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DescriptionIcon from '@mui/icons-material/Description';
import DraftsIcon from '@mui/icons-material/Drafts';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import FindInPageIcon from '@mui/icons-material/FindInPage';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import InboxIcon from '@mui/icons-material/Inbox';
import KeyIcon from '@mui/icons-material/Key';
import LanguageIcon from '@mui/icons-material/Language';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LockIcon from '@mui/icons-material/Lock';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MapIcon from '@mui/icons-material/Map';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NotificationImportantIcon from '@mui/icons-material/NotificationImportant';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import PinDropIcon from '@mui/icons-material/PinDrop';
import PostAddIcon from '@mui/icons-material/PostAdd';
import RedoIcon from '@mui/icons-material/Redo';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import RuleIcon from '@mui/icons-material/Rule';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import ShortcutIcon from '@mui/icons-material/Shortcut';
import StorageIcon from '@mui/icons-material/Storage';
import StyleIcon from '@mui/icons-material/Style';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import TuneIcon from '@mui/icons-material/Tune';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import WebIcon from '@mui/icons-material/Web';
import WorkIcon from '@mui/icons-material/Work';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
// The site feature switches' and form tags' icons, and a few more for the tag editor's icon picker (issue 16 item 5).
import HomeIcon from '@mui/icons-material/Home';
import StarIcon from '@mui/icons-material/Star';
import AccessibilityIcon from '@mui/icons-material/Accessibility';
import LinearScaleIcon from '@mui/icons-material/LinearScale';
import SecurityIcon from '@mui/icons-material/Security';
import CategoryIcon from '@mui/icons-material/Category';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import SearchIcon from '@mui/icons-material/Search';
import EnhancedEncryptionIcon from '@mui/icons-material/EnhancedEncryption';
import DownloadIcon from '@mui/icons-material/Download';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import LinkIcon from '@mui/icons-material/Link';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ColorLensIcon from '@mui/icons-material/ColorLens';
import InfoIcon from '@mui/icons-material/Info';
import LabelIcon from '@mui/icons-material/Label';
import PublicIcon from '@mui/icons-material/Public';
import ImageIcon from '@mui/icons-material/Image';
import ArticleIcon from '@mui/icons-material/Article';

export const TOOL_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  AccountCircle: AccountCircleIcon,
  AccountTree: AccountTreeIcon,
  AddCircleOutline: AddCircleOutlineIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Announcement: AnnouncementIcon,
  Api: ApiIcon,
  AutoAwesome: AutoAwesomeIcon,
  Cached: CachedIcon,
  Campaign: CampaignIcon,
  Code: CodeIcon,
  Construction: ConstructionIcon,
  ContactMail: ContactMailIcon,
  Crop: CropIcon,
  Dashboard: DashboardIcon,
  DataObject: DataObjectIcon,
  DeleteSweep: DeleteSweepIcon,
  Description: DescriptionIcon,
  Drafts: DraftsIcon,
  DynamicForm: DynamicFormIcon,
  EditNote: EditNoteIcon,
  Engineering: EngineeringIcon,
  Event: EventIcon,
  EventAvailable: EventAvailableIcon,
  FactCheck: FactCheckIcon,
  FileCopy: FileCopyIcon,
  FindInPage: FindInPageIcon,
  FolderOpen: FolderOpenIcon,
  FormatListNumbered: FormatListNumberedIcon,
  Forum: ForumIcon,
  Groups: GroupsIcon,
  History: HistoryIcon,
  Inbox: InboxIcon,
  Key: KeyIcon,
  Language: LanguageIcon,
  ListAlt: ListAltIcon,
  LocalOffer: LocalOfferIcon,
  Lock: LockIcon,
  ManageSearch: ManageSearchIcon,
  Map: MapIcon,
  MarkEmailRead: MarkEmailReadIcon,
  Menu: MenuIcon,
  MenuOpen: MenuOpenIcon,
  Newspaper: NewspaperIcon,
  NotificationImportant: NotificationImportantIcon,
  Palette: PaletteIcon,
  People: PeopleIcon,
  PinDrop: PinDropIcon,
  PostAdd: PostAddIcon,
  Redo: RedoIcon,
  RssFeed: RssFeedIcon,
  Rule: RuleIcon,
  Send: SendIcon,
  Settings: SettingsIcon,
  SettingsApplications: SettingsApplicationsIcon,
  Shortcut: ShortcutIcon,
  Storage: StorageIcon,
  Style: StyleIcon,
  TravelExplore: TravelExploreIcon,
  Tune: TuneIcon,
  VerticalAlignBottom: VerticalAlignBottomIcon,
  ViewCarousel: ViewCarouselIcon,
  ViewSidebar: ViewSidebarIcon,
  Web: WebIcon,
  Work: WorkIcon,
  WorkOutline: WorkOutlineIcon,
  Home: HomeIcon,
  Star: StarIcon,
  Accessibility: AccessibilityIcon,
  LinearScale: LinearScaleIcon,
  Security: SecurityIcon,
  Category: CategoryIcon,
  ViewQuilt: ViewQuiltIcon,
  Search: SearchIcon,
  EnhancedEncryption: EnhancedEncryptionIcon,
  Download: DownloadIcon,
  ToggleOn: ToggleOnIcon,
  Link: LinkIcon,
  Assignment: AssignmentIcon,
  ColorLens: ColorLensIcon,
  Info: InfoIcon,
  Label: LabelIcon,
  Public: PublicIcon,
  Image: ImageIcon,
  Article: ArticleIcon,
};

const FALLBACK_ICON = HelpOutlineIcon;

export function ToolIcon({ name }: { name: string | null | undefined }) {
  const known = name ? Object.hasOwn(TOOL_ICONS, name) : false;
  const Icon = known ? TOOL_ICONS[name!] : FALLBACK_ICON;
  return <Icon fontSize="small" data-icon={known ? name! : 'HelpOutline'} aria-hidden />;
}
