import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  email: string;
  callbackUrl: string | null;
  currency: string;
  status: string;
  paidAt: string | null;
  createdAt: string;
  gatewayResponse: string;
  metadata: unknown;
  subaccount: string | null;
  transactionCharge: number | null;
  bearer: string | null;
  refunded: number;
  /** Each refund made of it, as GET /refund lists them. */
  refunds: { id: number; amount: number }[];
}

/** A payout the fake made (see settle()), as Paystack lists it. */
export interface FakeSettlement {
  id: number;
  subaccount: string | null;
  settlementDate: string;
  references: string[];
}

export interface FakeSubaccount {
  subaccount_code: string;
  business_name: string;
  settlement_bank: string;
  bank_code: string;
  account_number: string;
  percentage_charge: number;
}

const BANKS = [
  {
    id: 1,
    name: 'Access Bank',
    slug: 'access-bank',
    code: '044',
    active: true,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
  },
  {
    id: 9,
    name: 'Guaranty Trust Bank',
    slug: 'guaranty-trust-bank',
    code: '058',
    active: true,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
  },
  {
    id: 21,
    name: 'Zenith Bank',
    slug: 'zenith-bank',
    code: '057',
    active: true,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
  },
  {
    id: 99,
    name: 'Closed Bank',
    slug: 'closed-bank',
    code: '999',
    active: false,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
  },
  {
    id: 98,
    name: 'Deleted Bank',
    slug: 'deleted-bank',
    code: '998',
    active: true,
    is_deleted: true,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
  },
];

/**
 * A local stand-in for Paystack's HTTP API (https://api.paystack.co): a real HTTP server on a free
 * port with Paystack's request fields and response envelopes for initialize, verify, refund,
 * subaccount and the bank list. Knobs decide what the customer does and how Paystack misbehaves.
 */
export async function startFakePaystack(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const requests: RecordedRequest[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const subaccounts = new Map<string, FakeSubaccount>();
  const settlements: FakeSettlement[] = [];
  let nextId = 1000;
  let failure: { status: number; body: string } | null = null;
  let delayMs = 0;
  /** While set, answers wait for it (see hold()). */
  let held: Promise<void> | null = null;
  /** Tests waiting for a request (see received()). */
  const watchers: { match: (request: RecordedRequest) => boolean; found: (request: RecordedRequest) => void }[] = [];

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, status: number, message: string) => send(response, status, { status: false, message });

  const transactionData = (t: FakeTransaction) => {
    const sub = t.subaccount ? subaccounts.get(t.subaccount) : undefined;
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      receipt_number: null,
      amount: t.amount,
      message: null,
      gateway_response: t.gatewayResponse,
      paid_at: t.paidAt,
      created_at: t.createdAt,
      channel: 'card',
      currency: t.currency,
      ip_address: '127.0.0.1',
      metadata: t.metadata ?? '',
      fees: t.status === 'success' ? Math.min(200_000, Math.round(t.amount * 0.015)) : null,
      fees_split: null,
      authorization: {},
      customer: {
        id: 1,
        first_name: null,
        last_name: null,
        email: t.email,
        customer_code: 'CUS_fake',
        phone: null,
        metadata: null,
        risk_action: 'default',
      },
      plan: null,
      split: {},
      subaccount: sub
        ? {
            subaccount_code: sub.subaccount_code,
            business_name: sub.business_name,
            settlement_bank: sub.settlement_bank,
            account_number: sub.account_number,
            percentage_charge: sub.percentage_charge,
          }
        : {},
      order_id: null,
      paidAt: t.paidAt,
      createdAt: t.createdAt,
      requested_amount: t.amount,
      transaction_date: t.createdAt,
    };
  };

  const feeOf = (t: FakeTransaction) => Math.min(200_000, Math.round(t.amount * 0.015) + (t.amount >= 250_000 ? 10_000 : 0));
  const settledOf = (s: FakeSettlement) => s.references.map((reference) => transactions.get(reference)!);
  const settlementData = (s: FakeSettlement) => {
    const settled = settledOf(s);
    const processed = settled.reduce((sum, t) => sum + t.amount, 0);
    const fees = settled.reduce((sum, t) => sum + feeOf(t), 0);
    const sub = s.subaccount ? subaccounts.get(s.subaccount) : undefined;
    return {
      id: s.id,
      domain: 'test',
      status: 'success',
      currency: 'NGN',
      integration: 100073,
      total_amount: processed - fees,
      effective_amount: processed - fees,
      total_fees: fees,
      total_processed: processed,
      deductions: null,
      settlement_date: s.settlementDate,
      settled_by: null,
      createdAt: s.settlementDate,
      updatedAt: s.settlementDate,
      subaccount: sub ? { id: 1, subaccount_code: sub.subaccount_code, business_name: sub.business_name } : null,
    };
  };
  /** Paystack's paging: perPage (default 50) and page (from 1), meta with the total. */
  const page = <T>(items: T[], query: URLSearchParams) => {
    const perPage = Number(query.get('perPage') ?? 50);
    const number = Number(query.get('page') ?? 1);
    return {
      data: items.slice((number - 1) * perPage, number * perPage),
      meta: { total: items.length, perPage, page: number, pageCount: Math.ceil(items.length / perPage) },
    };
  };

  async function route(
    method: string,
    path: string,
    body: Record<string, unknown> | null,
    response: ServerResponse,
    query = new URLSearchParams(),
  ) {
    if (method === 'GET' && path === '/settlement') {
      const from = query.get('from') ? new Date(query.get('from')!).getTime() : -Infinity;
      const to = query.get('to') ? new Date(query.get('to')!).getTime() : Infinity;
      const subaccount = query.get('subaccount');
      const listed = settlements.filter((s) => {
        const at = new Date(s.settlementDate).getTime();
        const whose = subaccount === 'none' ? s.subaccount === null : subaccount ? s.subaccount === subaccount : true;
        return at >= from && at <= to && whose;
      });
      return send(response, 200, { status: true, message: 'Settlements retrieved', ...page(listed.map(settlementData), query) });
    }
    const settlementTransactions = method === 'GET' ? /^\/settlement\/([^/]+)\/transactions$/.exec(path) : null;
    if (settlementTransactions) {
      const settlement = settlements.find((s) => String(s.id) === settlementTransactions[1]);
      if (!settlement) return refuse(response, 404, 'Settlement not found');
      const rows = settledOf(settlement).map((t) => ({ ...transactionData(t), fees: feeOf(t) }));
      const listed = page(rows, query);
      return send(response, 200, {
        status: true,
        message: 'Transactions retrieved',
        data: listed.data,
        meta: { ...listed.meta, total_volume: rows.reduce((sum, t) => sum + t.amount, 0) },
      });
    }

    if (method === 'POST' && path === '/transaction/initialize') {
      const amount = typeof body?.amount === 'string' ? Number(body.amount) : body?.amount;
      if (typeof body?.email !== 'string' || !body.email.includes('@')) return refuse(response, 400, 'Invalid Email Address Passed');
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) return refuse(response, 400, 'Invalid Amount Sent');
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(8).toString('hex');
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return refuse(response, 400, 'Invalid transaction reference');
      if (transactions.has(reference)) return refuse(response, 400, 'Duplicate Transaction Reference');
      if (typeof body.subaccount === 'string' && !subaccounts.has(body.subaccount)) return refuse(response, 400, 'Invalid subaccount code');
      const accessCode = randomBytes(8).toString('hex');
      let metadata: unknown = body.metadata ?? null;
      if (typeof metadata === 'string') metadata = JSON.parse(metadata);
      transactions.set(reference, {
        id: nextId++,
        reference,
        accessCode,
        amount,
        email: body.email,
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        status: 'abandoned',
        paidAt: null,
        createdAt: new Date().toISOString(),
        gatewayResponse: 'The transaction was not completed',
        metadata,
        subaccount: typeof body.subaccount === 'string' ? body.subaccount : null,
        transactionCharge: typeof body.transaction_charge === 'number' ? body.transaction_charge : null,
        bearer: typeof body.bearer === 'string' ? body.bearer : null,
        refunded: 0,
        refunds: [],
      });
      return send(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
      });
    }

    const verify = method === 'GET' && path.match(/^\/transaction\/verify\/([^/]+)$/);
    if (verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) return refuse(response, 400, 'Transaction reference not found');
      return send(response, 200, { status: true, message: 'Verification successful', data: transactionData(transaction) });
    }

    if (method === 'POST' && path === '/refund') {
      const transaction = [...transactions.values()].find(
        (t) => t.reference === body?.transaction || String(t.id) === String(body?.transaction),
      );
      if (!transaction) return refuse(response, 404, 'Transaction not found');
      if (transaction.status !== 'success') return refuse(response, 400, 'Cannot refund a transaction that is not successful');
      const amount = body?.amount === undefined ? transaction.amount - transaction.refunded : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || amount > transaction.amount - transaction.refunded) {
        return refuse(response, 400, 'Refund amount cannot be greater than transaction amount');
      }
      transaction.refunded += amount;
      if (transaction.refunded === transaction.amount) transaction.status = 'reversed';
      const refundId = nextId++;
      transaction.refunds.push({ id: refundId, amount });
      return send(response, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: transactionData(transaction),
          integration: 1,
          deducted_amount: 0,
          channel: null,
          merchant_note: null,
          customer_note: null,
          status: 'pending',
          refunded_by: 'test@troo.ng',
          expected_at: new Date().toISOString(),
          currency: transaction.currency,
          domain: 'test',
          amount,
          fully_deducted: false,
          id: refundId,
          createdAt: new Date().toISOString(),
        },
      });
    }

    if (method === 'GET' && path === '/refund') {
      const id = query.get('transaction');
      const refunds = [...transactions.values()]
        .filter((t) => id === null || String(t.id) === id)
        .flatMap((t) => t.refunds.map((refund) => ({ ...refund, transaction: t.id, currency: t.currency, status: 'processed' })));
      return send(response, 200, { status: true, message: 'Refunds retrieved', data: refunds, meta: { total: refunds.length } });
    }

    if (method === 'POST' && path === '/subaccount') {
      const bank = BANKS.find((known) => known.code === body?.settlement_bank);
      if (typeof body?.business_name !== 'string' || !body.business_name) return refuse(response, 400, 'Business name is required');
      if (!bank) return refuse(response, 400, 'Invalid bank code');
      if (typeof body.account_number !== 'string' || !/^\d{10}$/.test(body.account_number))
        return refuse(response, 400, 'Account number is invalid');
      if (typeof body.percentage_charge !== 'number') return refuse(response, 400, 'Percentage charge is required');
      const subaccount: FakeSubaccount = {
        subaccount_code: `ACCT_${randomBytes(7).toString('hex')}`,
        business_name: body.business_name,
        settlement_bank: bank.name,
        bank_code: bank.code,
        account_number: body.account_number,
        percentage_charge: body.percentage_charge,
      };
      subaccounts.set(subaccount.subaccount_code, subaccount);
      return send(response, 201, {
        status: true,
        message: 'Subaccount created',
        data: {
          ...subaccount,
          bank_code: undefined,
          integration: 1,
          domain: 'test',
          currency: 'NGN',
          is_verified: false,
          settlement_schedule: 'AUTO',
          active: true,
          migrate: false,
          id: nextId++,
          createdAt: new Date().toISOString(),
        },
      });
    }

    if (method === 'GET' && path === '/bank') return send(response, 200, { status: true, message: 'Banks retrieved', data: BANKS });

    return refuse(response, 404, 'Not found');
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const recorded = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      requests.push(recorded);
      for (const watcher of watchers.filter((w) => w.match(recorded))) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.found(recorded);
      }
      const answer = async () => {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (held) await held;
        if (request.headers.authorization !== `Bearer ${secretKey}`) return refuse(response, 401, 'Invalid key');
        if (failure) return response.writeHead(failure.status, { 'content-type': 'text/plain' }).end(failure.body);
        const url = new URL(request.url ?? '/', 'http://fake.paystack');
        return route(request.method ?? 'GET', url.pathname, body, response, url.searchParams);
      };
      answer().catch((error: unknown) => {
        if (!response.headersSent) refuse(response, 500, String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    requests,
    transactions,
    subaccounts,
    /** What the customer did on Paystack's page: pay (optionally a different amount) or fail. */
    complete(reference: string, outcome: { status: 'success' | 'failed' | 'abandoned' | 'reversed' | 'ongoing'; amountKobo?: number }) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`fake Paystack has no transaction ${reference}`);
      transaction.status = outcome.status;
      if (outcome.amountKobo !== undefined) transaction.amount = outcome.amountKobo;
      transaction.gatewayResponse =
        outcome.status === 'success' ? 'Approved' : outcome.status === 'failed' ? 'Declined' : transaction.gatewayResponse;
      transaction.paidAt = outcome.status === 'success' ? new Date().toISOString() : null;
    },
    settlements,
    /** Paystack pays these (successful) transactions out in one settlement on `date`; answers its id. */
    settle(references: string[], o: { subaccount?: string | null; date?: Date } = {}): string {
      const id = nextId++;
      settlements.push({ id, subaccount: o.subaccount ?? null, settlementDate: (o.date ?? new Date()).toISOString(), references });
      return String(id);
    },
    /** Every answer becomes this status and body until cleared with null (e.g. 503, an outage). */
    fail(status: number | null, body = 'Service Unavailable') {
      failure = status === null ? null : { status, body };
    },
    /** Every answer waits this long first (to test timeouts). */
    delay(ms: number) {
      delayMs = ms;
    },
    /** Every answer waits until the function returned is called (a call under way for as long as a test needs). */
    hold(): () => void {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    /** The first request (already received or still to come) that matches. */
    received(match: (request: RecordedRequest) => boolean): Promise<RecordedRequest> {
      const seen = requests.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((found) => watchers.push({ match, found }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
