// Demo-only control and asset routes: /__demo/* (plain JSON), ad banners, uploads, sibling sites, attachments.
import type { Request, Response } from 'express';
import { ALL_ADS, SYSTEM_CODES } from '../data/catalog';
import type { DemoContext } from '../lib/context';
import { isPublished, publishedPolicy, toListItem } from '../data/policies';
import { findCounty } from '../data/regions';
import { anySessionFromCookie, createSession, destroySession } from '../lib/auth';
import { ENTERPRISE_ACCOUNTS, PERSON_ACCOUNT } from '../data/accounts';
import { sessionBrowser, issueTicket, setPlatformCookie } from '../lib/login-flow';
import { renderSitePage } from '../lib/demo-pages';
import { sortPolicies } from '../lib/policy-query';
import { validateAnswers } from '../lib/matching';
import { sessionFromRequest } from '../lib/auth';
import { NO_STORE } from '../lib/cache-rules';
import { QUESTION_FIELDS } from '../data/questionnaire';
import { recordAnswers } from './matching-routes';
import { renderZoneSite } from '../lib/zone-site';
import { parseFault } from '../lib/faults';
import { normalizePhone } from '../lib/http-helpers';
import type { Register } from '../lib/registry';
import { resetState } from '../lib/state';
import { loadAccessCounts } from '../lib/db/access-log-store';
import { ownFile } from '../lib/db/file-store';
import { resetDatabase } from '../lib/db/seed';
import { sentConsultations } from '../lib/db/user-lists-store';
import { renderBanner, SVG_CSP } from '../lib/svg-banner';

/** Every question answered the way a person clicking through does in the e2e (tests/e2e/support/questionnaire.ts). */
const FULL_ANSWERS: Record<string, string> = Object.fromEntries(
  QUESTION_FIELDS.map((f) => [f.fieldCode, f.fieldType === 3 ? '2' : '1']),
);

/** 泉州台商投资区 (350599) has its own site; the portal's county menu links to /__demo/sites/tstzq. */
const ZONE_SITE_CODE = 'tstzq';

function text(req: Request, name: string): string {
  const value = (req.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function notFoundPlain(res: Response, what: string): void {
  res.status(404).json({ error: `${what}不存在` });
}

/** The stand-ins for other sites' pages and attachments, which the portal links to: always served. */
export function registerDemoRoutes(ctx: DemoContext, reg: Register): void {
  registerStandInRoutes(ctx, reg);
}

/**
 * The test controls: they read live codes and contact data and change state, so a public demo switches
 * them off (DEMO_TOOLS=0).
 */
export function registerDemoToolRoutes(ctx: DemoContext, reg: Register): void {
  const s = ctx.state;
  reg('get', '/__demo/access-logs', {}, (_req, res) => {
    res.json({ records: ctx.state.accessLog.records, requests: ctx.state.accessLog.requests });
  });
  reg('get', '/__demo/sms', {}, (req, res) => {
    const entry = ctx.state.sms.get(normalizePhone(text(req, 'phone')));
    res.json({ code: entry?.code ?? null });
  });
  reg('get', '/__demo/captcha', {}, (req, res) => {
    res.json({ text: ctx.state.captchas.get(text(req, 'uuid'))?.text ?? null });
  });
  reg('get', '/__demo/consultations', {}, async (_req, res) => {
    res.json(await sentConsultations(ctx.db));
  });
  reg('get', '/__demo/endpoints', {}, (_req, res) => {
    res.json(ctx.endpoints);
  });
  reg('post', '/__demo/reset', {}, async (_req, res) => {
    resetState(s);
    ctx.withdrawPublished();
    // the revisions' table is emptied with the others: every policy back to its seeded record
    ctx.undoRevisions();
    await resetDatabase(ctx.db, ctx.blobs, ctx.policies, ctx.now());
    Object.assign(s.accessLog, await loadAccessCounts(ctx.db));
    res.json({ ok: true });
  });
  // a policy published now (body: audience 1|2, countyCode), so a saved search has something new to find
  reg('post', '/__demo/publish-policy', {}, (req, res) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const audience = raw.audience === 2 || raw.audience === '2' ? 2 : 1;
    const county =
      typeof raw.countyCode === 'string' && findCounty(raw.countyCode) ? raw.countyCode : '350501';
    const base = ctx.policies.find(
      (p) => !p.hidden && p.audience === audience && p.countyCode === county && !isPublished(p.id),
    );
    if (!base) {
      notFoundPlain(res, '可复制的政策');
      return;
    }
    const seq = ctx.policies.filter((p) => isPublished(p.id)).length + 1;
    const policy = publishedPolicy(base, seq, ctx.now());
    ctx.publishPolicy(policy);
    res.json({ ok: true, policy: toListItem(policy, ctx.now()) });
  });
  // a test's short cut past the identity page (which the session and login-binding journeys still use): the
  // platform session and its one-time ticket, exactly what choosing an account on the identity page makes
  reg('post', '/__demo/login', {}, async (req, res) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const account =
      raw.accountId === PERSON_ACCOUNT.id
        ? { kind: 1 as const, id: PERSON_ACCOUNT.id }
        : ENTERPRISE_ACCOUNTS.some((a) => a.id === raw.accountId)
          ? { kind: 2 as const, id: String(raw.accountId) }
          : null;
    if (!account) {
      res.status(400).json({ error: '演示账号不存在' });
      return;
    }
    const previous = await anySessionFromCookie(ctx, req);
    if (previous) await destroySession(ctx, previous);
    const session = await createSession(ctx, account.kind, account.id, sessionBrowser(req, res));
    setPlatformCookie(res, session);
    res.json({ ok: true, kind: account.kind, ticket: await issueTicket(ctx, session) });
  });
  // a test's short cut past answering the questionnaire question by question (which one journey still does):
  // the logged-in account's answers recorded exactly as the real submit records them; body { answers } or,
  // without it, every question answered (the second option of a single choice, the first of a multiple one)
  reg('post', '/__demo/questionnaire', {}, async (req, res) => {
    const session = await sessionFromRequest(ctx, req);
    if (!session) {
      res.status(403).json({ error: '请先登录' });
      return;
    }
    const raw = (req.body ?? {}) as Record<string, unknown>;
    let answers: Record<string, string>;
    try {
      answers = validateAnswers(raw.answers ?? FULL_ANSWERS);
    } catch (e) {
      res.status(400).json({ error: e instanceof Error ? e.message : '问卷答案不正确' });
      return;
    }
    const record = await recordAnswers(ctx, session, answers);
    res.json({ ok: true, record });
  });
  // a logout done on another system of the platform: the platform session behind the browser's cookie ends
  reg('post', '/__demo/platform-logout', {}, async (req, res) => {
    const session = await anySessionFromCookie(ctx, req);
    if (session) await destroySession(ctx, session);
    res.json({ ok: true, ended: session ? 1 : 0 });
  });
  reg('get', '/__demo/faults', {}, (_req, res) => {
    res.json(ctx.state.faults);
  });
  reg('post', '/__demo/faults', {}, (req, res) => {
    ctx.state.faultSeq += 1;
    const fault = parseFault(req.body, ctx.state.faultSeq);
    if (typeof fault === 'string') {
      res.status(400).json({ error: fault });
      return;
    }
    ctx.state.faults.push(fault);
    res.json({ ok: true, fault });
  });
  reg('delete', '/__demo/faults', {}, (_req, res) => {
    const cleared = ctx.state.faults.length;
    ctx.state.faults = [];
    res.json({ ok: true, cleared });
  });
}

function registerStandInRoutes(ctx: DemoContext, reg: Register): void {
  reg('get', '/__demo/sites/:code', { seed: true }, (req, res) => {
    if (req.params.code === ZONE_SITE_CODE) {
      const now = ctx.now();
      const zone = findCounty('350599');
      const list = ctx.policies.filter((p) => !p.hidden && p.countyCode === '350599');
      const items = sortPolicies(list, 1).map((p) => toListItem(p, now));
      res.type('html').send(renderZoneSite(zone?.name ?? '泉州台商投资区', items));
      return;
    }
    const site = SYSTEM_CODES.find((x) => x.code === req.params.code);
    if (!site) {
      notFoundPlain(res, '演示系统');
      return;
    }
    res.type('html').send(renderSitePage(site.name, site.code, req.query as Record<string, unknown>));
  });

  reg('get', '/__demo/files/:name', { seed: true }, (req, res) => {
    const name = String(req.params.name);
    const policy = /^policy-(p-\d{4})\.txt$/.exec(name);
    const news = /^news-(n-\d{3})\.txt$/.exec(name);
    const title = policy?.[1]
      ? ctx.policyById.get(policy[1])?.policyName
      : news?.[1]
        ? `资讯 ${news[1]} 政策解读`
        : undefined;
    if (!title) {
      notFoundPlain(res, '文件');
      return;
    }
    const body = `${title}\r\n\r\n本文件为演示附件，正式文件以主管部门发布为准。\r\n泉州市惠企惠民政策直达平台（演示）\r\n`;
    res.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${title}.txt`)}`);
    res.type('text/plain; charset=utf-8').send(body);
  });

  reg('get', '/demo-assets/ads/:file', { seed: true }, (req, res) => {
    const match = /^(\d{1,2})\.svg$/.exec(String(req.params.file));
    const index = match ? Number(match[1]) : 0;
    const ad = ALL_ADS[index - 1];
    if (!ad) {
      notFoundPlain(res, '广告图片');
      return;
    }
    res.set({ 'Cache-Control': 'public, max-age=3600', 'Content-Security-Policy': SVG_CSP });
    res.type('image/svg+xml').send(renderBanner(ad, index));
  });

  // a consultation's images: served only to the account that uploaded them (the portal's <img> carries the
  // platform cookie), never kept by a cache; anyone else, logged out included, gets a 404 as for no image
  reg('get', '/__uploads/:name', {}, async (req, res) => {
    const name = String(req.params.name);
    const session = await sessionFromRequest(ctx, req);
    const upload =
      session && /^[0-9a-f-]{36}\.(png|jpg)$/.test(name)
        ? await ownFile(ctx.db, session.accountId, name, 'image')
        : undefined;
    const data = upload ? await ctx.blobs.read(upload.hash).catch(() => undefined) : undefined;
    res.set('Cache-Control', NO_STORE);
    if (!upload || !data) {
      notFoundPlain(res, '图片');
      return;
    }
    res.set({ 'Content-Type': upload.mime, 'X-Content-Type-Options': 'nosniff' });
    res.send(data);
  });
}
