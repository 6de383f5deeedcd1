/**
 * Fills an empty WordPress + The Events Calendar site with every case the importer must handle
 * (docs/import.md, "The recorded site"): every status, passwords, hidden, past, all-day, multi-day,
 * DST edges, several organizers and costs, nested categories, duplicate venue names, percent-encoded
 * slugs, manual UTC offsets, a sub-event, links to trashed and to deleted venues.
 *
 *   npx tsx import/tools/seed-tec-site.ts --site http://127.0.0.1:8882 --user admin \
 *     --app-password XXXX --wordpress /path/to/wordpress
 *
 * It writes through TEC's REST API and wp/v2 as an editor would, and through WordPress' PHP API
 * (`php` with wp-load.php) for what REST can't do (post parents, coordinates, a deleted venue, an
 * image with generated sizes). Run once, on a site with no events; the site's time zone is set to
 * Europe/Madrid first. `--reset` first deletes every event, venue, organizer, term, image and the
 * two users it creates (for re-recording).
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: {
    site: { type: 'string' },
    user: { type: 'string' },
    'app-password': { type: 'string' },
    wordpress: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
if (!opts.site || !opts.user || !opts['app-password'] || !opts.wordpress) {
  console.error('Usage: seed-tec-site.ts --site URL --user U --app-password P --wordpress DIR');
  process.exit(2);
}
const SITE = opts.site.replace(/\/+$/, '');
const AUTH = `Basic ${Buffer.from(`${opts.user}:${opts['app-password']}`).toString('base64')}`;
const WP_DIR = opts.wordpress;

// biome-ignore lint/suspicious/noExplicitAny: REST answers are read loosely here
type Json = any;

async function rest(method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${SITE}/wp-json/${path}`, {
    method,
    headers: { Authorization: AUTH, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer).slice(0, 400)}`);
  return answer;
}

/** Runs PHP inside WordPress (wp-load.php); the code's output is returned. */
function php(code: string): string {
  const host = new URL(SITE).host;
  const boot = `$_SERVER['HTTP_HOST'] = '${host}'; $_SERVER['REQUEST_URI'] = '/'; define('WP_USE_THEMES', false); require '${WP_DIR}/wp-load.php'; wp_set_current_user(1);`;
  return execFileSync('php', ['-d', 'display_errors=stderr', '-r', `${boot}\n${code}`], { encoding: 'utf8' });
}

const tec = (method: string, path: string, body?: unknown) => rest(method, `tribe/events/v1/${path}`, body);

const RESET = `
  require_once ABSPATH . 'wp-admin/includes/user.php';
  foreach (['maite', 'jon'] as $login) { $user = get_user_by('login', $login); if ($user) wp_delete_user($user->ID); }
  foreach (['tribe_events_cat', 'post_tag'] as $tax)
    foreach (get_terms(['taxonomy' => $tax, 'hide_empty' => false]) as $term) wp_delete_term($term->term_id, $tax);
  $types = ['tribe_venue', 'tribe_organizer', 'tribe_events', 'attachment'];
  foreach (get_posts(['post_type' => $types, 'post_status' => 'any,trash,auto-draft', 'numberposts' => -1]) as $post)
    wp_delete_post($post->ID, true);`;

async function main() {
  if (opts.reset) php(RESET);
  const existing = await tec('GET', 'events?starts_after=1000-01-01&per_page=1');
  const drafts = await rest('GET', 'wp/v2/tribe_events?status=draft,pending,private,future,trash&per_page=1');
  if (existing.total > 0 || drafts.length > 0)
    throw new Error('The site already has events: seed an empty site.');
  await rest('POST', 'wp/v2/settings', { timezone: 'Europe/Madrid' });

  // Users: events by several authors.
  const maite = await rest('POST', 'wp/v2/users', {
    username: 'maite',
    email: 'maite@example.com',
    password: 'not-used-Passw0rd!',
    roles: ['editor'],
    name: 'Maite Etxeberria',
  });
  const jon = await rest('POST', 'wp/v2/users', {
    username: 'jon',
    email: 'jon@example.com',
    password: 'not-used-Passw0rd!',
    roles: ['author'],
    name: 'Jon Arrieta',
  });

  // Terms: three levels of categories, tags with accents and a non-Latin name.
  const music = await tec('POST', 'categories', { name: 'Music', description: 'Concerts & recitals' });
  const jazz = await tec('POST', 'categories', { name: 'Jazz', parent: music.id });
  const hardBop = await tec('POST', 'categories', { name: 'Hard bop', parent: jazz.id });
  const sports = await tec('POST', 'categories', { name: 'Sports' });
  const family = await tec('POST', 'categories', { name: 'Family', description: 'For all ages' });
  const outdoor = await tec('POST', 'tags', { name: 'outdoor' });
  const musica = await tec('POST', 'tags', { name: 'Música' });
  const ongaku = await tec('POST', 'tags', { name: '音楽' });
  await tec('POST', 'tags', { name: 'unused' });

  // Venues: two named "Kursaal", one trashed, one to be deleted, one in the US with a state.
  const kursaal = await tec('POST', 'venues', {
    venue: 'Kursaal',
    description: '<p>Auditorium by the sea.</p>',
    address: 'Zurriola Hiribidea 1',
    city: 'Donostia',
    country: 'Spain',
    province: 'Gipuzkoa',
    zip: '20002',
    phone: '+34 943 00 30 00',
    website: 'https://kursaal.example/',
    show_map: 'true',
    show_map_link: 'true',
  });
  php(
    `update_post_meta(${kursaal.id}, '_VenueLat', '43.3246'); update_post_meta(${kursaal.id}, '_VenueLng', '-1.9776');`,
  );
  // TEC's venue create returns the existing venue of the same name: the second one is made by PHP.
  const kursaal2 = Number(
    php(
      `$id = tribe_create_venue(['Venue' => 'Kursaal', 'City' => 'Zarautz', 'Country' => 'Spain', 'Address' => 'Nafarroa Kalea 3', 'post_status' => 'publish']); echo $id;`,
    ),
  );
  const brooklyn = await tec('POST', 'venues', {
    venue: 'Brooklyn Bowl',
    address: '61 Wythe Ave',
    city: 'Brooklyn',
    country: 'United States',
    state: 'NY',
    zip: '11249',
  });
  const oldHall = await tec('POST', 'venues', { venue: 'Old Town Hall', city: 'Bilbao', country: 'Spain' });
  const gone = await tec('POST', 'venues', { venue: 'Demolished Pavilion', city: 'Gasteiz' });
  const draftVenue = await tec('POST', 'venues', { venue: 'Secret Garden', city: 'Baiona', status: 'draft' });

  // Organizers.
  const orgA = await tec('POST', 'organizers', {
    organizer: 'Jazzaldia',
    email: 'info@jazzaldia.example',
    phone: '+34 943 44 06 80',
    website: 'https://jazzaldia.example/',
    description: '<p>Festival office.</p>',
  });
  const orgB = await tec('POST', 'organizers', {
    organizer: 'Donostia Kultura',
    email: 'kultura@donostia.example',
  });
  const orgC = await tec('POST', 'organizers', { organizer: 'Smith & Sons "Events"', phone: '555-0100' });
  const orgTrashed = await tec('POST', 'organizers', { organizer: 'Closed Agency' });

  // An image with generated sizes (GD), attached to events.
  const imageId = Number(
    php(`
      require_once ABSPATH . 'wp-admin/includes/image.php';
      $img = imagecreatetruecolor(1600, 900); imagefill($img, 0, 0, imagecolorallocate($img, 30, 90, 160));
      $dir = wp_upload_dir(); $file = $dir['path'] . '/jazz-poster.png'; imagepng($img, $file);
      $id = wp_insert_attachment(['post_mime_type' => 'image/png', 'post_title' => 'Jazz poster', 'post_status' => 'inherit'], $file);
      wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $file)); echo $id;`),
  );

  type EventInput = Record<string, unknown>;
  const event = (body: EventInput) => tec('POST', 'events', { timezone: 'Europe/Madrid', ...body });

  await event({
    title: 'Jazz on the Beach',
    description: '<p>An evening of <strong>jazz</strong> by the sea.</p>\n<p>Bring a chair.</p>',
    excerpt: 'Jazz by the sea',
    start_date: '2027-07-22 21:00:00',
    end_date: '2027-07-22 23:30:00',
    cost: '15 €',
    website: 'https://jazz.example/beach',
    venue: kursaal.id,
    organizer: [orgA.id],
    categories: [hardBop.id],
    tags: [outdoor.id, musica.id],
    featured: true,
    show_map: true,
    show_map_link: true,
    image: String(imageId),
  });
  const festival = await event({
    title: 'Jazzaldia 2027',
    description: '<p>Five days of jazz.</p>',
    start_date: '2027-07-21 18:00:00',
    end_date: '2027-07-25 23:59:00',
    cost: '10 - 25 €',
    venue: kursaal.id,
    organizer: [orgA.id, orgB.id, orgC.id],
    categories: [jazz.id, family.id],
    author: maite.id,
  });
  const opening = await event({
    title: 'Jazzaldia opening parade',
    start_date: '2027-07-21 18:00:00',
    end_date: '2027-07-21 19:30:00',
    cost: 'Free',
    categories: [music.id],
    tags: [outdoor.id],
    author: jon.id,
  });
  php(`wp_update_post(['ID' => ${opening.id}, 'post_parent' => ${festival.id}]);`);
  await event({
    title: 'Winter recital (past)',
    description: '<p>A recital from the archive.</p>',
    start_date: '2024-01-18 19:30:00',
    end_date: '2024-01-18 21:00:00',
    cost: '8',
    venue: oldHall.id,
    organizer: [orgB.id],
    categories: [music.id],
    date: '2023-11-02 10:15:00',
  });
  await event({
    title: 'Labour Day picnic',
    start_date: '2027-05-01 00:00:00',
    end_date: '2027-05-01 23:59:59',
    all_day: true,
    cost: '0',
    categories: [family.id],
  });
  await event({
    title: 'Summer camp',
    start_date: '2027-08-14 00:00:00',
    end_date: '2027-08-18 23:59:59',
    all_day: true,
    cost: '120 - 150 €',
    venue: kursaal2,
    categories: [family.id, sports.id],
  });
  await event({
    title: 'Weekend chess open',
    start_date: '2027-02-26 18:00:00',
    end_date: '2027-02-28 14:00:00',
    cost: '$5',
    venue: brooklyn.id,
    timezone: 'America/New_York',
    categories: [sports.id],
  });
  await event({
    title: 'The extra hour (clocks go back)',
    start_date: '2026-10-25 01:30:00',
    end_date: '2026-10-25 03:30:00',
    categories: [music.id],
    venue: kursaal.id,
  });
  await event({
    title: 'Spring forward night',
    start_date: '2027-03-28 01:00:00',
    end_date: '2027-03-28 04:00:00',
    categories: [music.id],
  });
  await event({
    title: 'Members-only rehearsal',
    start_date: '2027-06-03 10:00:00',
    end_date: '2027-06-03 12:00:00',
    hide_from_listings: true,
    venue: kursaal.id,
  });
  await event({
    title: 'Season highlight',
    start_date: '2027-09-10 20:00:00',
    end_date: '2027-09-10 22:00:00',
    sticky: true,
    featured: true,
    venue: kursaal2,
    cost: '20 - 35 - 50 €',
  });
  const locked = await event({
    title: 'Private tasting',
    description: '<p>Only with the password.</p>',
    excerpt: 'Ask for the password',
    start_date: '2027-04-09 19:00:00',
    end_date: '2027-04-09 21:00:00',
    cost: '40 €',
    website: 'https://tasting.example/',
    venue: kursaal.id,
    organizer: [orgB.id],
    categories: [family.id],
  });
  await rest('POST', `wp/v2/tribe_events/${locked.id}`, { password: 'gaztelubide' });
  await event({
    title: 'Unfinished idea',
    start_date: '2027-11-05 18:00:00',
    end_date: '2027-11-05 20:00:00',
    status: 'draft',
  });
  await event({
    title: 'Awaiting review',
    start_date: '2027-10-01 18:00:00',
    end_date: '2027-10-01 20:00:00',
    status: 'pending',
    author: jon.id,
    venue: draftVenue.id,
  });
  await event({
    title: 'Staff dinner',
    start_date: '2027-12-18 21:00:00',
    end_date: '2027-12-18 23:30:00',
    status: 'private',
  });
  await event({
    title: 'Announced soon',
    start_date: '2028-01-20 18:00:00',
    end_date: '2028-01-20 20:00:00',
    status: 'future',
    date: '2027-12-01 09:00:00',
  });
  const binned = await event({
    title: 'Cancelled gig',
    start_date: '2027-03-05 21:00:00',
    end_date: '2027-03-05 23:00:00',
    venue: kursaal.id,
  });
  await tec('DELETE', `events/${binned.id}`);
  await event({
    title: 'Sunrise yoga (UTC)',
    start_date: '2027-06-21 05:00:00',
    end_date: '2027-06-21 06:00:00',
    timezone: 'UTC',
    tags: [outdoor.id],
  });
  await event({
    title: 'Sitar evening',
    start_date: '2027-01-15 19:00:00',
    end_date: '2027-01-15 21:00:00',
    timezone: 'UTC+5.5',
    tags: [ongaku.id],
  });
  await event({
    title: 'Концерт хора',
    description: '<p>Хор и оркестр.</p>',
    start_date: '2027-05-20 19:00:00',
    end_date: '2027-05-20 21:00:00',
    tags: [ongaku.id],
  });
  await event({
    title: 'Rock & "Roll" -- Night\'s best...',
    description: '<p>"Quotes" -- dashes... and it\'s fine.</p>',
    start_date: '2027-04-24 22:00:00',
    end_date: '2027-04-25 02:00:00',
    cost: '12,50 €',
    venue: oldHall.id,
  });
  await event({
    title: 'At the old pavilion',
    start_date: '2027-05-08 11:00:00',
    end_date: '2027-05-08 13:00:00',
    venue: gone.id,
    organizer: [orgTrashed.id, orgA.id],
  });
  await event({
    title: 'Hall farewell',
    start_date: '2027-06-12 18:00:00',
    end_date: '2027-06-12 20:00:00',
    venue: oldHall.id,
  });
  const blocks = await event({
    title: 'Block editor event',
    start_date: '2027-09-25 17:00:00',
    end_date: '2027-09-25 19:00:00',
    venue: kursaal.id,
  });
  await rest('POST', `wp/v2/tribe_events/${blocks.id}`, {
    content:
      '<!-- wp:tribe/event-datetime /-->\n\n<!-- wp:paragraph -->\n<p>Written in the <em>block editor</em>.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:tribe/event-price /-->\n\n<!-- wp:tribe/event-organizer /-->\n\n<!-- wp:tribe/event-venue /-->',
  });
  const hiddenPastDraft = await event({
    title: 'Forgotten workshop',
    start_date: '2025-02-10 10:00:00',
    end_date: '2025-02-10 12:00:00',
    hide_from_listings: true,
    status: 'draft',
    slug: 'forgotten-workshop',
  });

  // After the events: a trashed venue and organizer (their links stay), a venue deleted for good
  // (its links now point nowhere).
  await tec('DELETE', `venues/${oldHall.id}`);
  await tec('DELETE', `organizers/${orgTrashed.id}`);
  php(`wp_delete_post(${gone.id}, true);`);
  // Two past events in bulk, to make the lists need several pages.
  for (let i = 1; i <= 55; i++) {
    const day = String(((i - 1) % 28) + 1).padStart(2, '0');
    await event({
      title: `Weekly class ${i}`,
      start_date: `2026-${i <= 28 ? '03' : '04'}-${day} 18:00:00`,
      end_date: `2026-${i <= 28 ? '03' : '04'}-${day} 19:30:00`,
      venue: i % 2 ? kursaal.id : kursaal2,
      categories: [sports.id],
      cost: i % 3 === 0 ? '5' : '',
    });
  }
  console.log(
    JSON.stringify(
      { users: [maite.id, jon.id], image: imageId, hiddenPastDraft: hiddenPastDraft.id },
      null,
      1,
    ),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
