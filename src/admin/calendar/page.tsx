import type { Status } from '../../db/schema';
import { colorRules, type EventColors } from '../../lib/category-colors';
import { timeInWords } from '../../lib/date-words';
import { daysInMonth } from '../../lib/dates';
import { CALENDAR_STRINGS } from '../../pages/calendar/strings';
import { shiftMonth } from '../../pages/calendar/view';
import { MAX_ON_VIEW } from '../../pages/calendar/window';
import { ChoiceFilters } from '../choice-filters';
import { type Frame, Layout } from '../layout';
import { ADMIN_STRINGS, fill } from '../strings';
import { hasClash } from './clashes';
import { CALENDAR_FILTERS, type CalendarFilters, type MonthResult } from './read';
import { CALENDAR_WORDS } from './words';

/** What a day's cell shows of an event (as the API presents it). */
export interface CalendarEvent {
  id: number;
  title: string;
  status: Status;
  all_day: boolean | null;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
}

export interface CalendarView {
  frame: Frame;
  month: string;
  today: string;
  filters: CalendarFilters;
  byDay: Map<string, CalendarEvent[]>;
  truncated: boolean;
  choices: MonthResult['choices'];
  /** Each event's category colours, by event id (src/lib/category-colors.ts). */
  looks?: Map<number, EventColors>;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 0 = Sunday. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const STYLE = `.calendar-wrap{overflow-x:auto}table.month{width:100%;min-width:42rem;table-layout:fixed;border-collapse:collapse}
table.month th,table.month td{border:1px solid #ccc;vertical-align:top;padding:.3rem;text-align:left}
table.month ul{list-style:none;margin:0;padding:0}table.month li{margin:.2rem 0}
.badge{display:inline-block;border:1px solid currentColor;border-radius:.3rem;padding:0 .25rem;font-size:.8em}
.colored{padding:.1rem .3rem;border-radius:.2rem}.colored a{color:inherit}
.clash{font-weight:bold;color:#8a1c1c;margin:.2rem 0}td[aria-current=date]{outline:3px solid #2271b1;outline-offset:-3px}
@media (max-width:48rem){table.month{min-width:0}table.month td:empty{display:none}
table.month td{padding:.3rem .5rem;border:0;border-top:1px solid #ccc}table.month .num::before{content:attr(data-weekday) " "}}`;

/** The calendar's address for `month` with the filters kept. */
function monthHref(base: string, month: string, filters: CalendarFilters) {
  const query = new URLSearchParams({ month });
  for (const name of CALENDAR_FILTERS) {
    const value = filters[name];
    if (value !== undefined) query.set(name, String(value));
  }
  return `${base}/calendar?${query}`;
}

export const monthTitle = (month: string, lang: Frame['lang']) => {
  const c = CALENDAR_STRINGS[lang];
  return fill(c.monthTitle, { month: c.monthNames[Number(month.slice(5, 7)) - 1]!, year: month.slice(0, 4) });
};

function Item({ event, day, view }: { event: CalendarEvent; day: string; view: CalendarView }) {
  const { frame } = view;
  const t = ADMIN_STRINGS[frame.lang];
  const startsHere = event.start_date.slice(0, 10) === day;
  const colors = view.looks?.get(event.id);
  return (
    <li class={colors ? `colored cat-${colors.category}` : undefined}>
      {event.all_day ? (
        <span>{t.allDay} </span>
      ) : (
        startsHere && (
          <>
            <time datetime={event.start_date.replace(' ', 'T')}>
              {timeInWords(event.start_date, frame.lang)}
            </time>{' '}
          </>
        )
      )}
      <a href={`${frame.base}/events/${event.id}`}>{event.title || `#${event.id}`}</a>
      {event.status !== 'publish' && (
        <>
          {' '}
          <span class="badge">{CALENDAR_WORDS[frame.lang].badge[event.status]}</span>
        </>
      )}
    </li>
  );
}

function Grid({ view }: { view: CalendarView }) {
  const { month, frame, byDay } = view;
  const c = CALENDAR_STRINGS[frame.lang];
  const words = CALENDAR_WORDS[frame.lang];
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  const offset = (new Date(`${month}-01T00:00:00Z`).getUTCDay() - c.firstDay + 7) % 7;
  const weeks: Array<Array<number | null>> = [];
  for (let cell = 0; cell < Math.ceil((offset + days) / 7) * 7; cell++) {
    if (cell % 7 === 0) weeks.push([]);
    const d = cell - offset + 1;
    weeks[weeks.length - 1]!.push(d >= 1 && d <= days ? d : null);
  }
  return (
    <div class="calendar-wrap">
      <table class="month" aria-labelledby="calendar-title">
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, i) => {
              const weekday = (c.firstDay + i) % 7;
              return (
                <th scope="col" abbr={c.weekdays[weekday]}>
                  {c.weekdaysShort[weekday]}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr>
              {week.map((d) => {
                if (d === null) return <td />;
                const day = `${month}-${pad(d)}`;
                const events = byDay.get(day) ?? [];
                return (
                  <td aria-current={day === view.today ? 'date' : undefined} data-day={day}>
                    <span class="num" data-weekday={c.weekdays[weekdayOf(day)]}>
                      {d}
                    </span>
                    {hasClash(events) && <p class="clash">{words.clash}</p>}
                    {events.length > 0 && (
                      <ul>
                        {events.map((event) => (
                          <Item event={event} day={day} view={view} />
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CalendarPage({ view }: { view: CalendarView }) {
  const { frame, month, filters } = view;
  const t = ADMIN_STRINGS[frame.lang];
  const c = CALENDAR_STRINGS[frame.lang];
  const words = CALENDAR_WORDS[frame.lang];
  const title = monthTitle(month, frame.lang);
  // No link beyond the calendar's years.
  const [previous, next] = [shiftMonth(month, -1), shiftMonth(month, 1)];
  return (
    <Layout frame={frame} title={`${words.calendar}: ${title}`} current="calendar">
      <style nonce={frame.nonce} dangerouslySetInnerHTML={{ __html: STYLE }} />
      {view.looks && view.looks.size > 0 && (
        <style
          nonce={frame.nonce}
          dangerouslySetInnerHTML={{
            __html: colorRules(view.looks.values(), (id) => `table.month .cat-${id}`),
          }}
        />
      )}
      <h1 id="calendar-title">{`${words.calendar}: ${title}`}</h1>
      <nav aria-label={c.months}>
        <ul class="pager">
          {previous && (
            <li>
              <a href={monthHref(frame.base, previous, filters)} rel="prev">
                {c.previousMonth}
              </a>
            </li>
          )}
          {next && (
            <li>
              <a href={monthHref(frame.base, next, filters)} rel="next">
                {c.nextMonth}
              </a>
            </li>
          )}
        </ul>
      </nav>
      <search>
        <form method="get" action={`${frame.base}/calendar`} class="filters">
          <input type="hidden" name="month" value={month} />
          <div class="field">
            <label for="calendar-s">{t.search}</label>
            <input id="calendar-s" name="s" type="search" value={filters.s ?? ''} maxlength={200} />
          </div>
          <ChoiceFilters idPrefix="calendar" choices={view.choices} values={filters} t={t} />
          <button type="submit">{words.show}</button>
        </form>
      </search>
      {view.truncated && (
        <p class="notice" role="status">
          {fill(words.truncated, { count: MAX_ON_VIEW })}
        </p>
      )}
      <Grid view={view} />
    </Layout>
  );
}

/** The page of a request the calendar can't show: what was wrong, and the way to this month. */
export function BadCalendarPage({ frame, problems }: { frame: Frame; problems: string[] }) {
  const words = CALENDAR_WORDS[frame.lang];
  const c = CALENDAR_STRINGS[frame.lang];
  const t = ADMIN_STRINGS[frame.lang];
  const label = (problem: string) =>
    problem === 'category' || problem === 'tag' || problem === 'venue' || problem === 'organizer'
      ? t[problem]
      : problem === 's'
        ? t.search
        : problem;
  return (
    <Layout frame={frame} title={words.calendar} current="calendar">
      <h1>{words.calendar}</h1>
      <div class="error" role="alert">
        {problems.map((problem) => (
          <p>{problem === 'month' ? words.badMonth : `${words.badFilter} ${label(problem)}`}</p>
        ))}
      </div>
      <p>
        <a href={`${frame.base}/calendar`}>{c.thisMonth}</a>
      </p>
    </Layout>
  );
}
