import { afterEach, describe, expect, it } from 'vitest';
import { getStats, manualClock, postJson, startServer, view, type TestServer } from './support/server';

// Dar es Salaam keeps UTC+3 all year: local midnight is 21:00 UTC the evening before.
describe('days and years are counted in Africa/Dar_es_Salaam time', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('starts a new day at local midnight, not at UTC midnight', async () => {
    const clock = manualClock('2026-03-10T20:59:59.000Z'); // 23:59:59 on 10 March in Dar es Salaam
    server = await startServer({ now: clock.now });
    await postJson(server.endpoint, view('evening-visitor'));
    expect((await getStats(server.endpoint)).data).toMatchObject({ today: 1, yesterday: 0 });

    clock.set('2026-03-10T21:00:00.000Z'); // 00:00 on 11 March there, still 10 March in UTC
    expect((await getStats(server.endpoint)).data).toMatchObject({ today: 0, yesterday: 1, yearly: 1 });

    await postJson(server.endpoint, view('morning-visitor'));
    // The evening visitor is still here after midnight: it counts on both days, once in the year.
    await postJson(server.endpoint, view('evening-visitor', '/', 'heartbeat'));
    expect((await getStats(server.endpoint)).data).toMatchObject({
      today: 2,
      yesterday: 1,
      yearly: 2,
      total: 2,
    });

    clock.set('2026-03-12T00:30:00.000Z'); // 03:30 on 12 March there
    expect((await getStats(server.endpoint)).data).toMatchObject({ today: 0, yesterday: 2, yearly: 2 });
    clock.set('2026-03-13T00:30:00.000Z');
    expect((await getStats(server.endpoint)).data).toMatchObject({ today: 0, yesterday: 0, yearly: 2 });
  });

  it('starts a new year at local midnight on 1 January', async () => {
    const clock = manualClock('2026-12-31T20:59:00.000Z'); // 23:59 on 31 December there
    server = await startServer({ now: clock.now });
    await postJson(server.endpoint, view('old-year-visitor'));
    await postJson(server.endpoint, view('both-years-visitor'));
    expect((await getStats(server.endpoint)).data).toMatchObject({ today: 2, yearly: 2 });

    clock.set('2026-12-31T21:00:30.000Z'); // 00:00:30 on 1 January 2027 there; 2026 in UTC
    expect((await getStats(server.endpoint)).data).toMatchObject({
      today: 0,
      yesterday: 2,
      yearly: 0,
      total: 2,
    });
    await postJson(server.endpoint, view('both-years-visitor', '/news'));
    await postJson(server.endpoint, view('new-year-visitor'));
    expect((await getStats(server.endpoint)).data).toMatchObject({
      today: 2,
      yesterday: 2,
      yearly: 2,
      total: 3,
    });
  });

  it('counts a session once a day however many pages it views', async () => {
    const clock = manualClock('2026-06-01T09:00:00.000Z');
    server = await startServer({ now: clock.now });
    for (const page of ['/', '/about', '/fees', '/about'])
      await postJson(server.endpoint, view('reader-0001', page));
    expect((await getStats(server.endpoint)).data).toMatchObject({ today: 1, yearly: 1, total: 1 });
  });

  it('shows a session online for five minutes after it was last seen, and not after it left', async () => {
    const clock = manualClock('2026-06-01T09:00:00.000Z');
    server = await startServer({ now: clock.now });
    await postJson(server.endpoint, view('stayer-0001'));
    await postJson(server.endpoint, view('leaver-0001'));
    expect((await getStats(server.endpoint)).data.online).toBe(2);

    const left = await postJson(server.endpoint, { sessionId: 'leaver-0001', action: 'leaving' });
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ online: 1, today: 2 });

    clock.advance(5 * 60_000);
    expect((await getStats(server.endpoint)).data.online).toBe(1);
    clock.advance(1000); // "online" is counted to the second
    expect((await getStats(server.endpoint)).data.online).toBe(0);

    // A heartbeat brings a session back, even one that had left.
    await postJson(server.endpoint, view('leaver-0001', '/', 'heartbeat'));
    expect((await getStats(server.endpoint)).data).toMatchObject({ online: 1, today: 2, total: 2 });
  });

  it('adds the configured offset to the total only', async () => {
    server = await startServer({ statistics: { totalOffset: 24_850 } });
    await postJson(server.endpoint, view('first-visitor'));
    expect((await getStats(server.endpoint)).data).toMatchObject({ today: 1, yearly: 1, total: 24_851 });
  });
});
