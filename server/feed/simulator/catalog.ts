/**
 * Static catalogue of the demo feed: sports (Russian and English names, cyber kinds), countries
 * (Russian and English names), championships (page types, how many games they carry) and their
 * teams or players, strongest first. Names of real leagues and clubs; individual players are invented.
 */
import type { SportKey } from './sport-models';

export interface SportDef {
  id: number;
  key: SportKey;
  name: string;
  nameEn: string;
  cyberType: 'real' | 'synthetic' | null;
}

export const SPORTS: readonly SportDef[] = [
  { id: 1, key: 'football', name: 'Футбол', nameEn: 'Football', cyberType: null },
  { id: 2, key: 'tennis', name: 'Теннис', nameEn: 'Tennis', cyberType: null },
  { id: 3, key: 'basketball', name: 'Баскетбол', nameEn: 'Basketball', cyberType: null },
  { id: 4, key: 'ice-hockey', name: 'Хоккей', nameEn: 'Ice Hockey', cyberType: null },
  { id: 5, key: 'volleyball', name: 'Волейбол', nameEn: 'Volleyball', cyberType: null },
  { id: 6, key: 'handball', name: 'Гандбол', nameEn: 'Handball', cyberType: null },
  { id: 7, key: 'table-tennis', name: 'Настольный теннис', nameEn: 'Table Tennis', cyberType: null },
  { id: 8, key: 'baseball', name: 'Бейсбол', nameEn: 'Baseball', cyberType: null },
  { id: 9, key: 'mma', name: 'Смешанные единоборства (MMA)', nameEn: 'MMA', cyberType: null },
  { id: 10, key: 'cricket', name: 'Крикет', nameEn: 'Cricket', cyberType: null },
  { id: 11, key: 'counter-strike-2', name: 'Counter-Strike 2', nameEn: 'Counter-Strike 2', cyberType: 'real' },
  { id: 12, key: 'dota-2', name: 'Dota 2', nameEn: 'Dota 2', cyberType: 'real' },
  { id: 13, key: 'league-of-legends', name: 'League of Legends', nameEn: 'League of Legends', cyberType: 'real' },
  { id: 14, key: 'valorant', name: 'Valorant', nameEn: 'Valorant', cyberType: 'real' },
  { id: 15, key: 'fifa', name: 'Киберфутбол (FIFA)', nameEn: 'FIFA (e-football)', cyberType: 'synthetic' },
  { id: 16, key: 'e-basketball', name: 'Кибербаскетбол', nameEn: 'E-Basketball', cyberType: 'synthetic' },
];

export const COUNTRIES = {
  england: { id: 1, name: 'Англия', nameEn: 'England' },
  spain: { id: 2, name: 'Испания', nameEn: 'Spain' },
  germany: { id: 3, name: 'Германия', nameEn: 'Germany' },
  italy: { id: 4, name: 'Италия', nameEn: 'Italy' },
  russia: { id: 5, name: 'Россия', nameEn: 'Russia' },
  usa: { id: 6, name: 'США', nameEn: 'USA' },
  india: { id: 7, name: 'Индия', nameEn: 'India' },
  japan: { id: 8, name: 'Япония', nameEn: 'Japan' },
  korea: { id: 9, name: 'Южная Корея', nameEn: 'South Korea' },
  czechia: { id: 10, name: 'Чехия', nameEn: 'Czechia' },
} as const;
export type CountryKey = keyof typeof COUNTRIES;

export interface ChampDef {
  id: number;
  sportId: number;
  slug: string;
  name: string;
  nameEn: string;
  country: CountryKey | null;
  pageType: string | null;
  /** Live and line games kept in the feed. */
  games: number;
  /** Chance a game is a top game. */
  top: number;
  /** Seeded with past rounds so standings are non-trivial. */
  standings: boolean;
  /** Strongest first. */
  teams: readonly string[];
}

const EPL = ['Manchester City', 'Arsenal', 'Liverpool', 'Chelsea', 'Newcastle United', 'Aston Villa', 'Tottenham Hotspur', 'Manchester United', 'Brighton', 'Nottingham Forest', 'Bournemouth', 'Crystal Palace', 'Brentford', 'Fulham', 'West Ham United', 'Everton', 'Wolverhampton', 'Leeds United', 'Burnley', 'Sunderland'];
const LALIGA = ['Real Madrid', 'Barcelona', 'Atletico Madrid', 'Athletic Bilbao', 'Villarreal', 'Real Betis', 'Real Sociedad', 'Girona', 'Sevilla', 'Celta Vigo', 'Valencia', 'Osasuna', 'Rayo Vallecano', 'Getafe', 'Mallorca', 'Espanyol', 'Alaves', 'Levante', 'Elche', 'Real Oviedo'];
const BUNDESLIGA = ['Bayern Munich', 'Bayer Leverkusen', 'Borussia Dortmund', 'RB Leipzig', 'VfB Stuttgart', 'Eintracht Frankfurt', 'SC Freiburg', 'Wolfsburg', 'Borussia Monchengladbach', 'Mainz 05', 'Werder Bremen', 'Union Berlin', 'Hoffenheim', 'Augsburg', 'Hamburger SV', '1. FC Koln', 'Heidenheim', 'St. Pauli'];
const SERIE_A = ['Inter', 'Napoli', 'Juventus', 'AC Milan', 'Atalanta', 'Roma', 'Lazio', 'Bologna', 'Fiorentina', 'Como', 'Torino', 'Genoa'];
const RPL = ['Zenit', 'Krasnodar', 'Spartak Moscow', 'Lokomotiv Moscow', 'CSKA Moscow', 'Dynamo Moscow', 'Rubin Kazan', 'Rostov', 'Akhmat Grozny', 'Krylia Sovetov', 'Baltika', 'Akron Tolyatti', 'Dynamo Makhachkala', 'Pari NN', 'Fakel', 'Orenburg'];
const UCL = ['Real Madrid', 'Manchester City', 'Bayern Munich', 'Paris Saint-Germain', 'Arsenal', 'Barcelona', 'Inter', 'Liverpool', 'Borussia Dortmund', 'Atletico Madrid', 'Benfica', 'Porto', 'PSV Eindhoven', 'Ajax', 'Galatasaray', 'Celtic', 'Club Brugge', 'Shakhtar Donetsk'];
const UEL = ['Tottenham Hotspur', 'Manchester United', 'Roma', 'Lazio', 'Porto', 'Lyon', 'Fenerbahce', 'Real Betis', 'Olympiacos', 'Feyenoord', 'Rangers', 'Sporting Braga', 'Nottingham Forest', 'Aston Villa', 'Ferencvaros', 'FCSB'];
const CWC = ['Real Madrid', 'Manchester City', 'Paris Saint-Germain', 'Chelsea', 'Bayern Munich', 'Juventus', 'Flamengo', 'Palmeiras', 'River Plate', 'Boca Juniors', 'Al Hilal', 'Inter Miami', 'Monterrey', 'Al Ahly', 'Urawa Red Diamonds', 'Auckland City'];
const KHL = ['CSKA Moscow', 'SKA Saint Petersburg', 'Lokomotiv Yaroslavl', 'Metallurg Magnitogorsk', 'Ak Bars Kazan', 'Avangard Omsk', 'Traktor Chelyabinsk', 'Dynamo Moscow', 'Spartak Moscow', 'Salavat Yulaev', 'Torpedo Nizhny Novgorod', 'Severstal', 'Avtomobilist', 'Barys Astana', 'Sibir Novosibirsk', 'Amur Khabarovsk'];
const NHL = ['Florida Panthers', 'Edmonton Oilers', 'Dallas Stars', 'Colorado Avalanche', 'Carolina Hurricanes', 'Vegas Golden Knights', 'Winnipeg Jets', 'Toronto Maple Leafs', 'Washington Capitals', 'Tampa Bay Lightning', 'New York Rangers', 'Los Angeles Kings', 'Boston Bruins', 'Minnesota Wild', 'Ottawa Senators', 'Montreal Canadiens'];
const NBA = ['Oklahoma City Thunder', 'Boston Celtics', 'Cleveland Cavaliers', 'Denver Nuggets', 'New York Knicks', 'Minnesota Timberwolves', 'Houston Rockets', 'Los Angeles Lakers', 'Golden State Warriors', 'Indiana Pacers', 'Milwaukee Bucks', 'LA Clippers', 'Memphis Grizzlies', 'Dallas Mavericks', 'Miami Heat', 'Phoenix Suns'];
const EUROLEAGUE = ['Real Madrid', 'Fenerbahce', 'Olympiacos', 'Panathinaikos', 'Monaco', 'Barcelona', 'Anadolu Efes', 'Zalgiris', 'Maccabi Tel Aviv', 'Partizan', 'Crvena Zvezda', 'Bayern Munich', 'Virtus Bologna', 'Olimpia Milano'];
const VTB = ['CSKA Moscow', 'Zenit Saint Petersburg', 'UNICS Kazan', 'Lokomotiv Kuban', 'Parma', 'Uralmash', 'Avtodor', 'MBA Moscow', 'Nizhny Novgorod', 'Enisey'];
const ATP = ['Andrei Volkov', 'Lukas Brenner', 'Mateo Ferrer', 'Henrik Dahl', 'Julien Moreau', 'Tomas Novak', 'Marco Bellini', 'Daniel Evers', 'Kei Morita', 'Nikolai Orlov', 'Felix Hartmann', 'Diego Salazar', 'Arthur Lambert', 'Pavel Sokolov', 'Emil Lindqvist', 'Jakub Kral', 'Oscar Brandt', 'Luca Fontana', 'Ivan Petrov', 'Sebastian Ortiz'];
const WTA = ['Elena Morozova', 'Sofia Ricci', 'Anna Kowalska', 'Chloe Martin', 'Mia Schneider', 'Daria Kuznetsova', 'Laura Vidal', 'Hana Sato', 'Olivia Grant', 'Petra Horvat', 'Alina Fedorova', 'Camille Dubois', 'Nina Berg', 'Giulia Conti', 'Yulia Smirnova', 'Emma Lund'];
const RU_VOLLEY = ['Zenit Kazan', 'Dynamo Moscow', 'Zenit Saint Petersburg', 'Lokomotiv Novosibirsk', 'Belogorie', 'Fakel Novy Urengoy', 'Kuzbass', 'Dynamo-LO', 'Yugra-Samotlor', 'Neftyanik Orenburg', 'Enisey Krasnoyarsk', 'ASK Nizhny Novgorod'];
const IT_VOLLEY = ['Sir Susa Vim Perugia', 'Itas Trentino', 'Cucine Lube Civitanova', 'Valsa Group Modena', 'Gas Sales Piacenza', 'Allianz Milano', 'Rana Verona', 'Vero Volley Monza'];
const EHF = ['Barcelona', 'Aalborg', 'Fuchse Berlin', 'SC Magdeburg', 'Veszprem', 'Paris Saint-Germain', 'Industria Kielce', 'THW Kiel', 'Pick Szeged', 'Sporting CP', 'Nantes', 'Kolstad'];
const HBL = ['Fuchse Berlin', 'SC Magdeburg', 'THW Kiel', 'SG Flensburg-Handewitt', 'MT Melsungen', 'Rhein-Neckar Lowen', 'TSV Hannover-Burgdorf', 'HSV Hamburg', 'TBV Lemgo', 'Bergischer HC'];
const LIGA_PRO = ['Sergey Ivanov', 'Alexey Kuzmin', 'Dmitry Belov', 'Maxim Zaitsev', 'Artem Grigoriev', 'Roman Tikhonov', 'Vladimir Frolov', 'Kirill Makarov', 'Oleg Savin', 'Nikita Lebedev', 'Yuri Gusev', 'Anton Kovalev'];
const TT_CUP = ['Petr Dvorak', 'Martin Svoboda', 'Jan Prochazka', 'Lukas Cerny', 'Ondrej Kucera', 'Tomas Vesely', 'Filip Horak', 'Radek Pokorny', 'Michal Marek', 'Vaclav Benes'];
const MLB = ['Los Angeles Dodgers', 'New York Yankees', 'Philadelphia Phillies', 'Houston Astros', 'Atlanta Braves', 'Baltimore Orioles', 'San Diego Padres', 'Seattle Mariners', 'New York Mets', 'Boston Red Sox', 'Chicago Cubs', 'Toronto Blue Jays'];
const NPB = ['Fukuoka SoftBank Hawks', 'Yomiuri Giants', 'Hanshin Tigers', 'Orix Buffaloes', 'Yokohama DeNA BayStars', 'Hiroshima Toyo Carp', 'Chiba Lotte Marines', 'Tokyo Yakult Swallows'];
const UFC = ['Islam Kurbanov', 'Marcus Delgado', 'Rafael Duarte', 'Tyrone Brooks', 'Kamil Nowicki', 'Jake Holloway', 'Khalid Nasser', 'Alex Varga', 'Sean OConnell', 'Brandon Cole', 'Connor Walsh', 'Diego Moreno'];
const ACA = ['Magomed Aliev', 'Ruslan Khasanov', 'Artur Bagaev', 'Timur Valiev', 'Shamil Gaziev', 'Murad Abdulaev', 'Viktor Demin', 'Ibragim Tagirov'];
const IPL = ['Mumbai Indians', 'Chennai Super Kings', 'Kolkata Knight Riders', 'Royal Challengers Bengaluru', 'Gujarat Titans', 'Sunrisers Hyderabad', 'Rajasthan Royals', 'Delhi Capitals', 'Punjab Kings', 'Lucknow Super Giants'];
const CS2 = ['Team Vitality', 'Natus Vincere', 'Team Spirit', 'MOUZ', 'The MongolZ', 'FaZe Clan', 'G2 Esports', 'Aurora', 'Team Falcons', 'FURIA', 'Eternal Fire', 'Virtus.pro', 'Heroic', 'Astralis', 'Team Liquid', '3DMAX'];
const DOTA = ['Team Spirit', 'Team Falcons', 'Tundra Esports', 'Gaimin Gladiators', 'BetBoom Team', 'Team Liquid', 'Xtreme Gaming', 'PARIVISION', 'Aurora', 'OG', 'Nigma Galaxy', 'Heroic'];
const LCK = ['Gen.G', 'T1', 'Hanwha Life Esports', 'KT Rolster', 'Dplus KIA', 'BNK FearX', 'DRX', 'Nongshim RedForce', 'OKSavingsBank BRION', 'DN Freecs'];
const LEC = ['G2 Esports', 'Fnatic', 'Movistar KOI', 'Karmine Corp', 'Team Vitality', 'Team BDS', 'Team Heretics', 'GIANTX', 'SK Gaming', 'Rogue'];
const VCT = ['Fnatic', 'Sentinels', 'Paper Rex', 'Team Heretics', 'G2 Esports', 'EDward Gaming', 'Gen.G', 'DRX', 'LOUD', 'Team Liquid', '100 Thieves', 'Leviatan'];
const srl = (teams: readonly string[]): string[] => teams.map((t) => `${t} (SRL)`);

export const CHAMPS: readonly ChampDef[] = [
  { id: 1, sportId: 1, slug: 'england-premier-league', name: 'Англия. Премьер-лига', nameEn: 'England. Premier League', country: 'england', pageType: 'epl', games: 24, top: 0.35, standings: true, teams: EPL },
  { id: 2, sportId: 1, slug: 'spain-laliga', name: 'Испания. Ла Лига', nameEn: 'Spain. LaLiga', country: 'spain', pageType: 'laliga', games: 22, top: 0.3, standings: true, teams: LALIGA },
  { id: 3, sportId: 1, slug: 'uefa-champions-league', name: 'Лига чемпионов УЕФА', nameEn: 'UEFA Champions League', country: null, pageType: 'champ', games: 12, top: 0.6, standings: false, teams: UCL },
  { id: 4, sportId: 1, slug: 'uefa-europa-league', name: 'Лига Европы УЕФА', nameEn: 'UEFA Europa League', country: null, pageType: 'europaleague', games: 10, top: 0.3, standings: false, teams: UEL },
  { id: 5, sportId: 1, slug: 'fifa-club-world-cup', name: 'Клубный чемпионат мира ФИФА', nameEn: 'FIFA Club World Cup', country: null, pageType: 'fifacwc', games: 8, top: 0.3, standings: false, teams: CWC },
  { id: 6, sportId: 1, slug: 'germany-bundesliga', name: 'Германия. Бундеслига', nameEn: 'Germany. Bundesliga', country: 'germany', pageType: null, games: 16, top: 0.15, standings: true, teams: BUNDESLIGA },
  { id: 7, sportId: 1, slug: 'italy-serie-a', name: 'Италия. Серия A', nameEn: 'Italy. Serie A', country: 'italy', pageType: null, games: 12, top: 0.15, standings: true, teams: SERIE_A },
  { id: 8, sportId: 1, slug: 'russia-premier-league', name: 'Россия. Премьер-лига', nameEn: 'Russia. Premier League', country: 'russia', pageType: null, games: 16, top: 0.15, standings: true, teams: RPL },
  { id: 9, sportId: 4, slug: 'khl', name: 'КХЛ', nameEn: 'KHL', country: 'russia', pageType: null, games: 16, top: 0.2, standings: true, teams: KHL },
  { id: 10, sportId: 4, slug: 'nhl-stanley-cup', name: 'НХЛ. Кубок Стэнли', nameEn: 'NHL. Stanley Cup', country: 'usa', pageType: 'scf', games: 12, top: 0.3, standings: false, teams: NHL },
  { id: 11, sportId: 3, slug: 'nba', name: 'НБА', nameEn: 'NBA', country: 'usa', pageType: 'nbafinals', games: 14, top: 0.3, standings: true, teams: NBA },
  { id: 12, sportId: 3, slug: 'euroleague', name: 'Евролига', nameEn: 'EuroLeague', country: null, pageType: null, games: 10, top: 0.1, standings: false, teams: EUROLEAGUE },
  { id: 13, sportId: 3, slug: 'vtb-united-league', name: 'Единая лига ВТБ', nameEn: 'VTB United League', country: 'russia', pageType: null, games: 8, top: 0.05, standings: true, teams: VTB },
  { id: 14, sportId: 2, slug: 'atp-madrid', name: 'ATP. Мадрид', nameEn: 'ATP. Madrid', country: 'spain', pageType: null, games: 16, top: 0.1, standings: false, teams: ATP },
  { id: 15, sportId: 2, slug: 'wta-rome', name: 'WTA. Рим', nameEn: 'WTA. Rome', country: 'italy', pageType: null, games: 14, top: 0.05, standings: false, teams: WTA },
  { id: 16, sportId: 5, slug: 'russia-volleyball-super-league', name: 'Россия. Суперлига', nameEn: 'Russia. Super League', country: 'russia', pageType: null, games: 8, top: 0.05, standings: false, teams: RU_VOLLEY },
  { id: 17, sportId: 5, slug: 'italy-superlega', name: 'Италия. Суперлига', nameEn: 'Italy. SuperLega', country: 'italy', pageType: null, games: 6, top: 0.05, standings: false, teams: IT_VOLLEY },
  { id: 18, sportId: 6, slug: 'ehf-champions-league', name: 'Лига чемпионов EHF', nameEn: 'EHF Champions League', country: null, pageType: null, games: 6, top: 0.05, standings: false, teams: EHF },
  { id: 19, sportId: 6, slug: 'germany-handball-bundesliga', name: 'Германия. Бундеслига', nameEn: 'Germany. Handball-Bundesliga', country: 'germany', pageType: null, games: 6, top: 0.02, standings: false, teams: HBL },
  { id: 20, sportId: 7, slug: 'liga-pro', name: 'Лига Про', nameEn: 'Liga Pro', country: 'russia', pageType: null, games: 12, top: 0, standings: false, teams: LIGA_PRO },
  { id: 21, sportId: 7, slug: 'tt-cup', name: 'TT Cup', nameEn: 'TT Cup', country: 'czechia', pageType: null, games: 8, top: 0, standings: false, teams: TT_CUP },
  { id: 22, sportId: 8, slug: 'mlb', name: 'MLB', nameEn: 'MLB', country: 'usa', pageType: null, games: 8, top: 0.05, standings: false, teams: MLB },
  { id: 23, sportId: 8, slug: 'japan-npb', name: 'Япония. NPB', nameEn: 'Japan. NPB', country: 'japan', pageType: null, games: 6, top: 0, standings: false, teams: NPB },
  { id: 24, sportId: 9, slug: 'ufc', name: 'UFC', nameEn: 'UFC', country: 'usa', pageType: null, games: 6, top: 0.2, standings: false, teams: UFC },
  { id: 25, sportId: 9, slug: 'aca', name: 'ACA', nameEn: 'ACA', country: 'russia', pageType: null, games: 4, top: 0.05, standings: false, teams: ACA },
  { id: 26, sportId: 10, slug: 'indian-premier-league', name: 'Индийская премьер-лига', nameEn: 'Indian Premier League', country: 'india', pageType: 'ipl', games: 8, top: 0.2, standings: false, teams: IPL },
  { id: 27, sportId: 11, slug: 'iem-katowice', name: 'IEM Катовице', nameEn: 'IEM Katowice', country: null, pageType: null, games: 8, top: 0.15, standings: false, teams: CS2 },
  { id: 28, sportId: 11, slug: 'blast-premier', name: 'BLAST Premier', nameEn: 'BLAST Premier', country: null, pageType: null, games: 6, top: 0.05, standings: false, teams: CS2 },
  { id: 29, sportId: 12, slug: 'the-international', name: 'The International', nameEn: 'The International', country: null, pageType: null, games: 6, top: 0.15, standings: false, teams: DOTA },
  { id: 30, sportId: 12, slug: 'dreamleague', name: 'DreamLeague', nameEn: 'DreamLeague', country: null, pageType: null, games: 4, top: 0, standings: false, teams: DOTA },
  { id: 31, sportId: 13, slug: 'lck', name: 'LCK', nameEn: 'LCK', country: 'korea', pageType: null, games: 6, top: 0.05, standings: false, teams: LCK },
  { id: 32, sportId: 13, slug: 'lec', name: 'LEC', nameEn: 'LEC', country: null, pageType: null, games: 4, top: 0, standings: false, teams: LEC },
  { id: 33, sportId: 14, slug: 'vct-masters', name: 'VCT Masters', nameEn: 'VCT Masters', country: null, pageType: null, games: 6, top: 0.05, standings: false, teams: VCT },
  { id: 34, sportId: 15, slug: 'fifa-premier-league-srl', name: 'FIFA. Премьер-лига (симуляция)', nameEn: 'FIFA. Premier League (simulated)', country: 'england', pageType: null, games: 10, top: 0, standings: false, teams: srl(EPL.slice(0, 12)) },
  { id: 35, sportId: 15, slug: 'fifa-champions-league-srl', name: 'FIFA. Лига чемпионов (симуляция)', nameEn: 'FIFA. Champions League (simulated)', country: null, pageType: null, games: 8, top: 0, standings: false, teams: srl(UCL.slice(0, 12)) },
  { id: 36, sportId: 16, slug: 'nba-2k-cyber-league', name: 'NBA 2K. Кибер-лига', nameEn: 'NBA 2K. Cyber League', country: null, pageType: null, games: 8, top: 0, standings: false, teams: srl(NBA.slice(0, 12)) },
];

/** URL-safe slug: lower-case ASCII letters, digits and single dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
