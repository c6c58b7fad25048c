import type SvgIcon from '@mui/material/SvgIcon';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AppRegistrationIcon from '@mui/icons-material/AppRegistration';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BiotechIcon from '@mui/icons-material/Biotech';
import BookIcon from '@mui/icons-material/Book';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudIcon from '@mui/icons-material/Cloud';
import ComputerIcon from '@mui/icons-material/Computer';
import DescriptionIcon from '@mui/icons-material/Description';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EmailIcon from '@mui/icons-material/Email';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import HotelIcon from '@mui/icons-material/Hotel';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import InfoIcon from '@mui/icons-material/Info';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import LocalPharmacyIcon from '@mui/icons-material/LocalPharmacy';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StarIcon from '@mui/icons-material/Star';
import StorageIcon from '@mui/icons-material/Storage';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedIcon from '@mui/icons-material/Verified';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WifiIcon from '@mui/icons-material/Wifi';
import type { IconName } from '../content/types.generated';

/** The icon set content may name (schema: common iconName); each maps to one Material icon. */
export const contentIcons: Record<IconName, typeof SvgIcon> = {
  AccessTime: AccessTimeIcon,
  Apartment: ApartmentIcon,
  AppRegistration: AppRegistrationIcon,
  Assignment: AssignmentIcon,
  Biotech: BiotechIcon,
  Book: BookIcon,
  CalendarMonth: CalendarMonthIcon,
  Campaign: CampaignIcon,
  CheckCircle: CheckCircleIcon,
  Cloud: CloudIcon,
  Computer: ComputerIcon,
  Description: DescriptionIcon,
  Diversity3: Diversity3Icon,
  Email: EmailIcon,
  EmojiEvents: EmojiEventsIcon,
  Event: EventIcon,
  Groups: GroupsIcon,
  Handshake: HandshakeIcon,
  HealthAndSafety: HealthAndSafetyIcon,
  Hotel: HotelIcon,
  HowToVote: HowToVoteIcon,
  Info: InfoIcon,
  Lightbulb: LightbulbIcon,
  LocalHospital: LocalHospitalIcon,
  LocalLibrary: LocalLibraryIcon,
  LocalPharmacy: LocalPharmacyIcon,
  LocationOn: LocationOnIcon,
  MedicalServices: MedicalServicesIcon,
  MenuBook: MenuBookIcon,
  Payments: PaymentsIcon,
  Person: PersonIcon,
  Phone: PhoneIcon,
  Psychology: PsychologyIcon,
  Restaurant: RestaurantIcon,
  School: SchoolIcon,
  Science: ScienceIcon,
  Security: SecurityIcon,
  SportsSoccer: SportsSoccerIcon,
  Star: StarIcon,
  Storage: StorageIcon,
  SupportAgent: SupportAgentIcon,
  Verified: VerifiedIcon,
  VolunteerActivism: VolunteerActivismIcon,
  WaterDrop: WaterDropIcon,
  Wifi: WifiIcon,
};
