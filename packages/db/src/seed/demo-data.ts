import { businessSettingsSchema, type BusinessSettings } from '@loyalty/contract';
import type { forms, locations, members, navigationItems, shopItems } from '../schema/index';

/** Identifiers of the demo data, for scripts, end-to-end and integration tests. */
export const DEMO_BUSINESS_ID = 'bean-leaf';
export const DEMO_BUSINESS_NAME = 'Bean & Leaf Café';
export const DEMO_BUSINESS_HOSTS = ['localhost', '127.0.0.1', 'bean-leaf.localhost'] as const;
export const DEMO_MEMBER_EMAIL = 'demo@example.com';
export const DEMO_MEMBER_PHONE = '+15555550100';
export const DEMO_MEMBER_FIRST_NAME = 'Dana';
export const DEMO_MEMBER_LAST_NAME = 'Demo';
export const DEMO_LOCATION_ID = '6f1c2a4e-0b1d-4c55-9a0e-1b2c3d4e5f01';

export const NORTHWIND_BUSINESS_ID = 'northwind';
export const NORTHWIND_BUSINESS_NAME = 'Northwind Books';
export const NORTHWIND_HOST = 'northwind.localhost';
export const NORTHWIND_MEMBER_EMAIL = 'reader@example.com';
export const NORTHWIND_MEMBER_PHONE = '+972501234567';
export const NORTHWIND_LOCATION_ID = '9a7e3b10-5c2d-4e8f-8b1a-2c3d4e5f6a01';
/** The demo landing pages: `/lp/<id>` on each business's host (also `/lp/WELCOME?legacy=1` by legacy id). */
export const DEMO_LANDING_PAGE_ID = '0f7d3c2a-1b4e-4a6f-9c8d-2e1f0a9b8c01';
export const NORTHWIND_LANDING_PAGE_ID = '5b2e8f41-7c3a-4d9e-8a1b-6f0e2d4c3b02';

type NavigationRow = Omit<typeof navigationItems.$inferInsert, 'businessId'>;
type LocationRow = Omit<typeof locations.$inferInsert, 'businessId'>;
type MemberRow = Omit<typeof members.$inferInsert, 'businessId' | 'shortId'>;

export interface DemoBusiness {
  id: string;
  name: string;
  settings: BusinessSettings;
  hosts: readonly string[];
  navigation: NavigationRow[];
  locations: LocationRow[];
  member: MemberRow;
}

// Inline SVG favicons: no network needed, and the two businesses are told apart at a glance.
const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
const beanLeafFavicon = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#2f6b3a"/>' +
    '<path d="M9 22c0-8 6-13 14-13 0 8-5 14-13 14z" fill="#f4e3c1"/></svg>',
);
const northwindFavicon = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1e3a8a"/>' +
    '<path d="M9 24V8h3l8 11V8h3v16h-3l-8-11v11z" fill="#fbbf24"/></svg>',
);

const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

const beanLeafNavigation: NavigationRow[] = [
  { position: 0, name: 'Home', defaultName: 'Home', url: '/', displayArea: 'SidebarMenu' },
  { position: 1, name: 'Profile', defaultName: 'Profile', url: '/member/profile', displayArea: 'Both' },
  // Embedded: the portal shows it at /view/ourmenu, framing this page.
  {
    position: 2,
    name: 'Our Menu',
    defaultName: 'Menu',
    url: 'https://example.com/bean-leaf/menu',
    embedInIframe: true,
  },
  {
    position: 3,
    name: 'Member Offers',
    defaultName: 'Offers',
    url: 'https://example.com/bean-leaf/offers',
    embedInIframe: true,
    onlyForLoggedInUser: true,
    // Also a link under the profile.
    displayArea: 'Both',
  },
  {
    position: 4,
    name: 'Rewards',
    defaultName: 'Rewards',
    url: '/member/rewards',
    onlyForLoggedInUser: true,
    displayArea: 'Both',
  },
  {
    position: 5,
    name: 'Points Shop',
    defaultName: 'Shop',
    url: '/member/shop',
    onlyForLoggedInUser: true,
  },
  {
    position: 6,
    name: 'Activity',
    defaultName: 'Activity',
    url: '/member/activity',
    onlyForLoggedInUser: true,
  },
  {
    position: 7,
    name: 'Instagram',
    defaultName: 'Instagram',
    url: 'https://www.instagram.com/',
    target: '_blank',
    openInNewWindow: true,
  },
  // Not a drawer entry: its being active turns on the wallet menu's "Add to wallet pass".
  {
    position: 8,
    name: 'Wallet Pass',
    defaultName: 'walletPass',
    url: '/member/profile',
    visible: false,
    onlyForLoggedInUser: true,
  },
  { position: 9, name: 'Catering', defaultName: 'Catering', url: '/catering', isActive: false },
  {
    position: 10,
    name: 'Membership',
    defaultName: 'Membership',
    url: '/member/subscription',
    onlyForLoggedInUser: true,
  },
  {
    position: 11,
    name: 'Visit Survey',
    defaultName: 'Survey',
    url: '/forms/3c1d9e20-4a7b-4f1e-9d2c-7b8a6e5f4d01',
  },
  { position: 12, name: 'Our Shops', defaultName: 'Locations', url: '/locations' },
];

const northwindNavigation: NavigationRow[] = [
  { position: 0, name: 'Home', defaultName: 'Home', url: '/' },
  { position: 1, name: 'Profile', defaultName: 'Profile', url: '/member/profile', displayArea: 'Both' },
  { position: 2, name: 'Inbox', defaultName: 'Inbox', url: '/member/inbox', onlyForLoggedInUser: true },
  {
    position: 3,
    name: 'Book Club',
    defaultName: 'BookClub',
    url: 'https://example.org/northwind/book-club',
    embedInIframe: true,
    onlyForLoggedInUser: true,
    displayArea: 'Both',
  },
  {
    position: 4,
    name: 'Our Blog',
    defaultName: 'Blog',
    url: 'https://example.org/northwind/blog',
    target: '_blank',
    openInNewWindow: true,
  },
  {
    position: 5,
    name: 'Wallet Pass',
    defaultName: 'walletPass',
    url: '/member/profile',
    visible: false,
  },
  {
    position: 6,
    name: 'Membership',
    defaultName: 'Membership',
    url: '/member/subscription',
    onlyForLoggedInUser: true,
  },
  {
    position: 7,
    name: 'Book Club Sign-up',
    defaultName: 'BookClubSignUp',
    url: '/forms/8e4f2a61-3b9c-4d7e-a1f0-5c6d7e8f9a02?source=menu',
    onlyForLoggedInUser: true,
  },
  { position: 8, name: 'Our Shops', defaultName: 'Locations', url: '/locations' },
];

export const demoBusinesses: DemoBusiness[] = [
  {
    id: DEMO_BUSINESS_ID,
    name: DEMO_BUSINESS_NAME,
    settings: businessSettingsSchema.parse({
      themeStyle: { primaryColor: '#2f6b3a', primaryForegroundColor: '#ffffff', accentColor: '#c8873a' },
      favIconUrl: beanLeafFavicon,
      defaultTheme: 'light',
      defaultLanguage: 'en',
      pointName: 'Bean',
      pointsNamePlural: 'Beans',
      creditName: 'Credit',
      creditNamePlural: 'Credits',
      businessWallet: 'points-and-credit',
      // A friend who joins through a member's link gets 10 Beans, and so does the member.
      referralReward: { type: 'point', amount: 1000 },
      countries: [
        {
          code: 'US',
          name: 'United States',
          phonePrefix: '+1',
          defaultCountry: true,
          defaultLanguage: 'en',
          languages: ['en', 'es', 'ar', 'he'],
        },
      ],
      feedbackEmail: 'hello@bean-leaf.example.com',
      timeZone: 'America/Los_Angeles',
      legalLinks: {
        privacyPolicyUrl: 'https://bean-leaf.example.com/privacy',
        termsOfUseUrl: 'https://bean-leaf.example.com/terms',
        loyaltyTermsUrl: 'https://bean-leaf.example.com/loyalty-terms',
      },
    }),
    hosts: DEMO_BUSINESS_HOSTS,
    navigation: beanLeafNavigation,
    locations: [
      {
        id: DEMO_LOCATION_ID,
        name: 'Bean & Leaf Downtown',
        address: '120 Market Street',
        city: 'San Francisco',
        postalCode: '94103',
        countryCode: 'US',
        latitude: 37.7936,
        longitude: -122.3958,
        phone: '+14155550101',
        email: 'downtown@bean-leaf.example.com',
        openingHours: [...weekdays('07:00', '19:00'), { day: 6, opens: '08:00', closes: '16:00' }],
      },
      {
        id: '6f1c2a4e-0b1d-4c55-9a0e-1b2c3d4e5f02',
        name: 'Bean & Leaf Mission',
        address: '2200 Valencia Street',
        city: 'San Francisco',
        postalCode: '94110',
        countryCode: 'US',
        latitude: 37.7583,
        longitude: -122.4212,
        phone: '+14155550102',
        email: null,
        // A lunch break on weekdays; Friday and Saturday nights run past midnight.
        openingHours: [
          ...weekdays('06:30', '11:30'),
          ...weekdays('12:30', '18:00'),
          { day: 5, opens: '19:00', closes: '01:00' },
          { day: 6, opens: '19:00', closes: '01:00' },
        ],
      },
      {
        id: '6f1c2a4e-0b1d-4c55-9a0e-1b2c3d4e5f03',
        name: 'Bean & Leaf Airport (closed)',
        address: 'Terminal 2',
        city: 'San Francisco',
        postalCode: '94128',
        countryCode: 'US',
        latitude: null,
        longitude: null,
        phone: null,
        email: null,
        isActive: false,
      },
    ],
    member: {
      email: DEMO_MEMBER_EMAIL,
      phone: DEMO_MEMBER_PHONE,
      firstName: DEMO_MEMBER_FIRST_NAME,
      lastName: DEMO_MEMBER_LAST_NAME,
      language: 'en',
      hasConsent: true,
    },
  },
  {
    id: NORTHWIND_BUSINESS_ID,
    name: NORTHWIND_BUSINESS_NAME,
    settings: businessSettingsSchema.parse({
      themeStyle: { primaryColor: '#1e3a8a', primaryForegroundColor: '#ffffff', accentColor: '#fbbf24' },
      favIconUrl: northwindFavicon,
      defaultTheme: 'dark',
      defaultLanguage: 'he',
      pointName: 'Page',
      pointsNamePlural: 'Pages',
      creditName: 'Voucher',
      creditNamePlural: 'Vouchers',
      businessWallet: 'points',
      dateFormat: 'dd.MM.yyyy',
      showVerificationIdCodeOnNavBar: false,
      countries: [
        {
          code: 'IL',
          name: 'Israel',
          phonePrefix: '+972',
          defaultCountry: true,
          defaultLanguage: 'he',
          languages: ['he', 'en', 'ar'],
        },
        {
          code: 'US',
          name: 'United States',
          phonePrefix: '+1',
          defaultCountry: false,
          defaultLanguage: 'en',
          languages: ['en'],
        },
      ],
      feedbackEmail: 'readers@northwind.example.com',
      timeZone: 'Asia/Jerusalem',
      legalLinks: {
        privacyPolicyUrl: 'https://northwind.example.com/privacy',
        termsOfUseUrl: 'https://northwind.example.com/terms',
        loyaltyTermsUrl: null,
      },
      mandatoryFields: ['firstName', 'lastName', 'email', 'birthday'],
    }),
    hosts: [NORTHWIND_HOST],
    navigation: northwindNavigation,
    locations: [
      {
        id: NORTHWIND_LOCATION_ID,
        name: 'Northwind Books Tel Aviv',
        address: '12 Rothschild Boulevard',
        city: 'Tel Aviv',
        postalCode: '6688112',
        countryCode: 'IL',
        latitude: 32.0636,
        longitude: 34.7743,
        phone: '+97235550101',
        email: 'tlv@northwind.example.com',
        // Thursday's late reading night runs to 01:00.
        openingHours: [
          ...[0, 1, 2, 3, 4].map((day) => ({ day, opens: '09:00', closes: '20:00' })),
          { day: 4, opens: '21:00', closes: '01:00' },
        ],
      },
      {
        id: '9a7e3b10-5c2d-4e8f-8b1a-2c3d4e5f6a02',
        name: 'Northwind Books Jerusalem',
        address: '30 Jaffa Road',
        city: 'Jerusalem',
        postalCode: '9414130',
        countryCode: 'IL',
        latitude: 31.7833,
        longitude: 35.2167,
        phone: '+97225550102',
        email: null,
        openingHours: [
          ...[0, 1, 2, 3, 4].map((day) => ({ day, opens: '10:00', closes: '14:00' })),
          ...[0, 1, 2, 3, 4].map((day) => ({ day, opens: '15:00', closes: '19:00' })),
          { day: 5, opens: '09:00', closes: '13:00' },
        ],
        timeZone: 'Asia/Jerusalem',
      },
    ],
    member: {
      email: NORTHWIND_MEMBER_EMAIL,
      phone: NORTHWIND_MEMBER_PHONE,
      firstName: 'Rina',
      lastName: 'Reader',
      // Northwind asks for the birthday: its demo member has one, so no missing-details banner.
      birthday: '1988-04-12',
      language: 'he',
      hasConsent: true,
    },
  },
];

type DemoShopItem = Omit<typeof shopItems.$inferInsert, 'businessId'>;

/** Catalogue items of both shops per demo business (prices in hundredths), created with the business's seed. */
export const demoShopItems: Record<string, DemoShopItem[]> = {
  [DEMO_BUSINESS_ID]: [
    {
      shop: 'points',
      name: 'Free espresso',
      description: 'Any single espresso, hot or iced.',
      price: 1500,
      priceType: 'point',
      stock: null,
      giftValidDays: 30,
    },
    {
      shop: 'points',
      name: 'Almond croissant',
      description: 'Baked every morning in our kitchen.',
      price: 2500,
      priceType: 'point',
      stock: 40,
      giftValidDays: 14,
    },
    {
      shop: 'points',
      name: 'Bean & Leaf tote bag',
      description: 'Organic cotton, limited run.',
      price: 12_000,
      priceType: 'point',
      stock: 5,
      giftValidDays: null,
    },
    {
      shop: 'reward',
      name: '5.00 voucher',
      description: 'Off any order of 15.00 or more.',
      price: 500,
      priceType: 'credit',
      stock: null,
      giftValidDays: 60,
    },
    {
      shop: 'reward',
      name: 'Coffee tasting for two',
      description: 'A Saturday morning cupping session.',
      price: 2000,
      priceType: 'credit',
      stock: 8,
      giftValidDays: 90,
    },
  ],
  [NORTHWIND_BUSINESS_ID]: [
    {
      shop: 'points',
      name: 'Bookmark set',
      description: 'Four letterpress bookmarks.',
      price: 1000,
      priceType: 'point',
      stock: null,
      giftValidDays: null,
    },
    {
      shop: 'points',
      name: 'Paperback of the month',
      description: 'The staff pick, while stocks last.',
      price: 9000,
      priceType: 'point',
      stock: 10,
      giftValidDays: 30,
    },
    {
      shop: 'reward',
      name: '10.00 book voucher',
      description: 'For any book in the shop.',
      price: 1000,
      priceType: 'credit',
      stock: null,
      giftValidDays: 180,
    },
    {
      shop: 'reward',
      name: 'Author evening ticket',
      description: 'One seat at the next author reading.',
      price: 2500,
      priceType: 'credit',
      stock: 20,
      giftValidDays: 60,
    },
  ],
};

export interface DemoPurchase {
  /** Hundredths. */
  amount: number;
  items: { name: string; quantity: number; unitPrice: number }[];
  daysAgo: number;
  /** At the business's first demo location, or none (online). */
  atLocation: boolean;
}

/** Purchases of each business's demo member; each earns points by the business's earning rate. */
export const demoPurchases: Record<string, DemoPurchase[]> = {
  [DEMO_BUSINESS_ID]: [
    {
      amount: 1250,
      items: [
        { name: 'Flat white', quantity: 2, unitPrice: 450 },
        { name: 'Cookie', quantity: 1, unitPrice: 350 },
      ],
      daysAgo: 12,
      atLocation: true,
    },
    {
      amount: 2840,
      items: [{ name: 'Brunch plate', quantity: 2, unitPrice: 1420 }],
      daysAgo: 6,
      atLocation: true,
    },
    {
      amount: 1800,
      items: [{ name: 'House blend 250 g', quantity: 1, unitPrice: 1800 }],
      daysAgo: 2,
      atLocation: false,
    },
  ],
  [NORTHWIND_BUSINESS_ID]: [
    {
      amount: 4590,
      items: [{ name: 'Hardcover novel', quantity: 1, unitPrice: 4590 }],
      daysAgo: 9,
      atLocation: true,
    },
    {
      amount: 2380,
      items: [{ name: 'Paperback', quantity: 2, unitPrice: 1190 }],
      daysAgo: 3,
      atLocation: true,
    },
  ],
};

/** A message in a demo member's inbox (`hoursAgo` before the first start). */
export interface DemoMessage {
  title: string;
  content: string;
  hoursAgo: number;
  tag?: string;
  read?: boolean;
  params?: Record<string, string>;
  translations?: Record<string, { title: string; content: string }>;
}

/** Each demo member's inbox: one message with an image, one with a link, one already read. */
export const demoMessages: Record<string, DemoMessage[]> = {
  [DEMO_BUSINESS_ID]: [
    {
      title: 'Welcome to Bean & Leaf rewards',
      content: 'Thanks for joining! Every coffee earns you points towards a free drink.',
      hoursAgo: 72,
      read: true,
    },
    {
      title: 'New autumn menu',
      content:
        'Pumpkin spice is back, along with three new teas. See the full menu at https://example.com/bean-leaf/menu',
      hoursAgo: 26,
    },
    {
      title: 'Double points this weekend',
      content:
        'Show your member code at the counter on Saturday and Sunday to earn double points on every order.',
      hoursAgo: 2,
      // Served by the portal (apps/portal/public), so that the demo shows a real image without the internet.
      params: { image: '/demo/bean-leaf/double-points.svg' },
      translations: {
        es: {
          title: 'Puntos dobles este fin de semana',
          content:
            'Muestra tu código de miembro en el mostrador el sábado y el domingo para ganar puntos dobles.',
        },
      },
    },
  ],
  [NORTHWIND_BUSINESS_ID]: [
    {
      title: 'Welcome to Northwind Books',
      content: 'Every book you buy earns pages towards a voucher.',
      hoursAgo: 48,
      read: true,
      translations: {
        he: { title: 'ברוכים הבאים לנורת׳וינד ספרים', content: 'כל ספר שתקנו מזכה אתכם בדפים לקראת שובר.' },
      },
    },
    {
      title: 'Author evening in Tel Aviv',
      content: 'Join us on Thursday at 19:00. Details: https://northwind.example.com/events',
      hoursAgo: 20,
      translations: {
        he: {
          title: 'ערב סופרים בתל אביב',
          content: 'הצטרפו אלינו ביום חמישי בשעה 19:00. פרטים: https://northwind.example.com/events',
        },
      },
    },
    {
      title: 'Summer reading sale',
      content: 'Up to 30% off selected paperbacks this week.',
      hoursAgo: 1,
      params: { image: '/demo/northwind/summer-sale.svg' },
      translations: {
        he: { title: 'מבצע קריאת קיץ', content: 'עד 30% הנחה על ספרי כריכה רכה נבחרים השבוע.' },
      },
    },
  ],
};

/** A landing page each demo business runs: claim a gift by confirming a phone number. */
export interface DemoLandingPage {
  id: string;
  legacyId: string;
  texts: Record<string, { title: string; text: string }>;
  imageUrl: string;
  gift: { name: string; description: string; validDays: number | null; imageUrl: string | null };
}

export const demoLandingPages: Record<string, DemoLandingPage> = {
  [DEMO_BUSINESS_ID]: {
    id: DEMO_LANDING_PAGE_ID,
    legacyId: 'WELCOME',
    imageUrl: '/demo/bean-leaf/welcome-coffee.svg',
    texts: {
      en: {
        title: 'Your first coffee is on us',
        text: 'Confirm your phone number and a free coffee is waiting for you at the counter.',
      },
      es: {
        title: 'Tu primer café invita la casa',
        text: 'Confirma tu número de teléfono y un café gratis te espera en el mostrador.',
      },
      ar: { title: 'قهوتك الأولى على حسابنا', text: 'أكّد رقم هاتفك وستنتظرك قهوة مجانية عند الكاونتر.' },
      he: { title: 'הקפה הראשון עלינו', text: 'אשרו את מספר הטלפון וקפה חינם מחכה לכם בדלפק.' },
    },
    gift: {
      name: 'Free coffee',
      description: 'Any size, any blend.',
      validDays: 30,
      imageUrl: null,
    },
  },
  [NORTHWIND_BUSINESS_ID]: {
    id: NORTHWIND_LANDING_PAGE_ID,
    legacyId: 'CHAPTER1',
    imageUrl: '/demo/northwind/first-chapter.svg',
    texts: {
      he: { title: 'הפרק הראשון במתנה', text: 'אשרו את מספר הטלפון וקבלו שובר של 10% לספר הבא שלכם.' },
      en: {
        title: 'Your first chapter is a gift',
        text: 'Confirm your phone number and get 10% off your next book.',
      },
      ar: { title: 'فصلك الأول هدية', text: 'أكّد رقم هاتفك واحصل على خصم 10% على كتابك القادم.' },
    },
    gift: {
      name: '10% off a book',
      description: 'One book of your choice, in any of our shops.',
      validDays: 60,
      imageUrl: null,
    },
  },
};

/** Paid membership plans of a demo business (price in hundredths; points in hundredths too). */
export interface DemoSubscriptionPlan {
  texts: Record<string, { name: string; description: string; cardLabel: string }>;
  price: number;
  currency: string;
  interval: 'month' | 'year';
  pointsPerPeriod: number;
  gift: { name: string; description: string } | null;
}

export const demoSubscriptionPlans: Record<string, DemoSubscriptionPlan[]> = {
  [DEMO_BUSINESS_ID]: [
    {
      texts: {
        en: {
          name: 'Bean Club',
          description: '500 beans every month and a free pastry with your coffee.',
          cardLabel: 'Bean Club',
        },
        es: {
          name: 'Club del Grano',
          description: '500 granos cada mes y un dulce gratis con tu café.',
          cardLabel: 'Club del Grano',
        },
        ar: {
          name: 'نادي البن',
          description: '500 حبة كل شهر ومعجنات مجانية مع قهوتك.',
          cardLabel: 'نادي البن',
        },
        he: {
          name: 'מועדון הפולים',
          description: '500 פולים בכל חודש ומאפה חינם עם הקפה.',
          cardLabel: 'מועדון הפולים',
        },
      },
      price: 499,
      currency: 'USD',
      interval: 'month',
      pointsPerPeriod: 50_000,
      gift: { name: 'Free pastry', description: 'Any pastry from the counter.' },
    },
    {
      texts: {
        en: {
          name: 'Bean Club Annual',
          description: '8,000 beans a year, two months free.',
          cardLabel: 'Bean Club ★',
        },
        es: {
          name: 'Club del Grano Anual',
          description: '8.000 granos al año, dos meses gratis.',
          cardLabel: 'Club del Grano ★',
        },
        ar: {
          name: 'نادي البن السنوي',
          description: '8,000 حبة في السنة، شهران مجانًا.',
          cardLabel: 'نادي البن ★',
        },
        he: {
          name: 'מועדון הפולים השנתי',
          description: '8,000 פולים בשנה, חודשיים חינם.',
          cardLabel: 'מועדון הפולים ★',
        },
      },
      price: 4990,
      currency: 'USD',
      interval: 'year',
      pointsPerPeriod: 800_000,
      gift: null,
    },
  ],
  [NORTHWIND_BUSINESS_ID]: [
    {
      texts: {
        he: {
          name: 'מועדון הקוראים',
          description: '300 נקודות בכל חודש ושובר למשלוח חינם.',
          cardLabel: 'קורא/ת VIP',
        },
        en: {
          name: 'Readers Club',
          description: '300 points every month and a free delivery voucher.',
          cardLabel: 'VIP reader',
        },
        ar: {
          name: 'نادي القراء',
          description: '300 نقطة كل شهر وقسيمة توصيل مجاني.',
          cardLabel: 'قارئ مميز',
        },
      },
      price: 2900,
      currency: 'ILS',
      interval: 'month',
      pointsPerPeriod: 30_000,
      gift: { name: 'Free delivery', description: 'One order delivered free.' },
    },
  ],
};

/** The demo forms: `/forms/<id>` on each business's host, opened from a menu entry. */
export const DEMO_FORM_ID = '3c1d9e20-4a7b-4f1e-9d2c-7b8a6e5f4d01';
export const NORTHWIND_FORM_ID = '8e4f2a61-3b9c-4d7e-a1f0-5c6d7e8f9a02';

type DemoForm = Omit<typeof forms.$inferInsert, 'businessId'>;

const fourLanguages = (en: string, es: string, ar: string, he: string) => ({ en, es, ar, he });

/** Bean & Leaf's visit survey has every kind of field, in four languages; Northwind's sign-up is for members. */
export const demoForms: Record<string, DemoForm> = {
  [DEMO_BUSINESS_ID]: {
    id: DEMO_FORM_ID,
    formType: 'survey',
    locationId: DEMO_LOCATION_ID,
    audience: 'everyone',
    title: fourLanguages('How was your visit?', '¿Qué tal tu visita?', 'كيف كانت زيارتك؟', 'איך היה הביקור?'),
    description: fourLanguages(
      'Two minutes that help us brew better.',
      'Dos minutos que nos ayudan a mejorar.',
      'دقيقتان تساعداننا على التحسن.',
      'שתי דקות שעוזרות לנו להשתפר.',
    ),
    submitLabel: fourLanguages('Send answers', 'Enviar respuestas', 'إرسال الإجابات', 'שליחת תשובות'),
    successMessage: fourLanguages(
      'Thank you! Your answers reached us.',
      '¡Gracias! Recibimos tus respuestas.',
      'شكرًا! وصلتنا إجاباتك.',
      'תודה! התשובות התקבלו.',
    ),
    fields: [
      {
        type: 'text',
        name: 'name',
        required: true,
        maxLength: 80,
        label: fourLanguages('Your name', 'Tu nombre', 'اسمك', 'השם שלך'),
      },
      {
        type: 'email',
        name: 'email',
        required: true,
        label: fourLanguages('E-mail', 'Correo electrónico', 'البريد الإلكتروني', 'דוא"ל'),
        help: fourLanguages(
          'We answer here if you ask us something.',
          'Te respondemos aquí si nos preguntas algo.',
          'نرد هنا إذا سألتنا شيئًا.',
          'נענה כאן אם תשאלו משהו.',
        ),
      },
      {
        type: 'phone',
        name: 'phone',
        required: false,
        label: fourLanguages('Phone', 'Teléfono', 'الهاتف', 'טלפון'),
      },
      {
        type: 'number',
        name: 'visits',
        required: true,
        min: 1,
        max: 31,
        integer: true,
        label: fourLanguages('Visits this month', 'Visitas este mes', 'الزيارات هذا الشهر', 'ביקורים החודש'),
      },
      {
        type: 'date',
        name: 'visitDate',
        required: true,
        min: '2024-01-01',
        label: fourLanguages('Date of your visit', 'Fecha de tu visita', 'تاريخ زيارتك', 'תאריך הביקור'),
      },
      {
        type: 'singleChoice',
        name: 'rating',
        display: 'radio',
        required: true,
        label: fourLanguages('How was the coffee?', '¿Qué tal el café?', 'كيف كانت القهوة؟', 'איך היה הקפה?'),
        options: [
          { value: 'great', label: fourLanguages('Great', 'Genial', 'رائعة', 'מצוין') },
          { value: 'ok', label: fourLanguages('OK', 'Bien', 'جيدة', 'בסדר') },
          { value: 'poor', label: fourLanguages('Poor', 'Mala', 'سيئة', 'גרוע') },
        ],
      },
      {
        type: 'singleChoice',
        name: 'branch',
        display: 'select',
        required: false,
        label: fourLanguages('Which shop?', '¿Qué tienda?', 'أي فرع؟', 'איזה סניף?'),
        options: [
          { value: 'downtown', label: fourLanguages('Downtown', 'Centro', 'وسط المدينة', 'מרכז העיר') },
          { value: 'mission', label: fourLanguages('Mission', 'Mission', 'ميشن', 'מישן') },
        ],
      },
      {
        type: 'multipleChoice',
        name: 'ordered',
        required: true,
        minSelected: 1,
        label: fourLanguages('What did you order?', '¿Qué pediste?', 'ماذا طلبت؟', 'מה הזמנתם?'),
        options: [
          { value: 'coffee', label: fourLanguages('Coffee', 'Café', 'قهوة', 'קפה') },
          { value: 'tea', label: fourLanguages('Tea', 'Té', 'شاي', 'תה') },
          { value: 'pastry', label: fourLanguages('Pastry', 'Bollería', 'معجنات', 'מאפה') },
        ],
      },
      {
        type: 'longText',
        name: 'comments',
        required: false,
        maxLength: 1000,
        label: fourLanguages('Anything else?', '¿Algo más?', 'هل من شيء آخر؟', 'עוד משהו?'),
      },
      {
        type: 'checkbox',
        name: 'contactMe',
        required: false,
        label: fourLanguages(
          'You may contact me about my answers',
          'Podéis contactarme',
          'يمكنكم التواصل معي',
          'אפשר ליצור איתי קשר',
        ),
      },
      {
        type: 'consent',
        name: 'privacy',
        required: true,
        linkUrl: 'https://bean-leaf.example.com/privacy',
        label: fourLanguages(
          'I agree that my answers are stored',
          'Acepto que se guarden mis respuestas',
          'أوافق على حفظ إجاباتي',
          'אני מסכים/ה לשמירת התשובות',
        ),
        linkLabel: fourLanguages(
          'Privacy policy',
          'Política de privacidad',
          'سياسة الخصوصية',
          'מדיניות פרטיות',
        ),
      },
      {
        type: 'hidden',
        name: 'source',
        required: false,
        defaultValue: 'menu',
        label: fourLanguages('Source', 'Origen', 'المصدر', 'מקור'),
      },
    ],
  },
  [NORTHWIND_BUSINESS_ID]: {
    id: NORTHWIND_FORM_ID,
    formType: 'signup',
    locationId: null,
    audience: 'members',
    title: { he: 'הרשמה למועדון הקריאה', en: 'Book club sign-up', ar: 'التسجيل في نادي القراءة' },
    successMessage: {
      he: 'נרשמת! נתראה במפגש הבא.',
      en: 'You are in! See you at the next meeting.',
      ar: 'تم التسجيل!',
    },
    fields: [
      {
        type: 'singleChoice',
        name: 'genre',
        display: 'select',
        required: true,
        label: { he: 'ז׳אנר מועדף', en: 'Favourite genre', ar: 'النوع المفضل' },
        options: [
          { value: 'fiction', label: { he: 'סיפורת', en: 'Fiction', ar: 'روايات' } },
          { value: 'history', label: { he: 'היסטוריה', en: 'History', ar: 'تاريخ' } },
          { value: 'poetry', label: { he: 'שירה', en: 'Poetry', ar: 'شعر' } },
        ],
      },
      {
        type: 'multipleChoice',
        name: 'evenings',
        required: true,
        maxSelected: 2,
        label: { he: 'ערבים נוחים', en: 'Evenings that suit you', ar: 'الأمسيات المناسبة' },
        options: [
          { value: 'sun', label: { he: 'ראשון', en: 'Sunday', ar: 'الأحد' } },
          { value: 'tue', label: { he: 'שלישי', en: 'Tuesday', ar: 'الثلاثاء' } },
          { value: 'thu', label: { he: 'חמישי', en: 'Thursday', ar: 'الخميس' } },
        ],
      },
      { type: 'hidden', name: 'source', required: false, label: { en: 'Source' } },
    ],
  },
};
