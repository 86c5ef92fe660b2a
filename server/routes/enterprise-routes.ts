// Enterprise data: enterprise-type tree, financing products, bank account change and its history.
import type { BankAccountChange } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { ENTERPRISE_ACCOUNTS } from '../data/accounts';
import { ENTERPRISE_TYPE_TREE, FINANCING_PRODUCTS } from '../data/catalog';
import { enterpriseInfo, sessionOf } from '../lib/auth';
import { assertRoomForBankChange } from '../lib/account-limits';
import type { DemoContext } from '../lib/context';
import { saveAccountInfo } from '../lib/db/account-store';
import { bankChangePage, bankChangesOn, countOwned, insertBankChange } from '../lib/db/user-lists-store';
import { badRequest, notFound, ok } from '../lib/envelope';
import { bankAccountInputSchema } from '../../src/shared/api/schemas/centre-bodies';
import { bodyAs, pagingFromParams, param } from '../lib/http-helpers';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import { nextId } from '../lib/state';
import { formatDateTime } from '../lib/time';

const maskAccount = (account: string): string =>
  `${account.slice(0, 4)}${'*'.repeat(Math.max(0, account.length - 8))}${account.slice(-4)}`;

export function registerEnterpriseRoutes(ctx: DemoContext, reg: Register): void {
  reg('get', paths.treeEnterpriseType, { seed: true }, (_req, res) => {
    ok(res, ENTERPRISE_TYPE_TREE);
  });

  reg('get', routeOf(paths.financingProduct, 'id'), { seed: true }, (req, res) => {
    const product = FINANCING_PRODUCTS.find((p) => p.id === param(req, 'id'));
    if (!product) throw notFound('金融产品不存在或已下架');
    ok(res, product);
  });

  reg('post', paths.updateBankAccount, { auth: 'login' }, async (req, res) => {
    const session = sessionOf(res);
    if (session.kind !== 2) throw badRequest('仅企业用户可修改对公银行账户');
    const { bankName, bankAccount } = bodyAs(req, bankAccountInputSchema);
    const info = await enterpriseInfo(ctx, session.accountId);
    if (!info) throw notFound('企业信息不存在');
    assertRoomForBankChange(
      await countOwned(ctx.db, 'bank_changes', session.accountId),
      await bankChangesOn(ctx.db, session.accountId, formatDateTime(ctx.now()).slice(0, 10)),
    );
    const change: BankAccountChange = {
      id: nextId(ctx.state, 'bk'),
      changeTime: formatDateTime(ctx.now()),
      oldAccountMasked: info.bankAccountMasked ?? '（未设置）',
      newAccountMasked: maskAccount(bankAccount),
      operator: info.userName,
    };
    info.bankName = bankName;
    info.bankAccountMasked = change.newAccountMasked;
    await ctx.db.transaction().execute(async (trx) => {
      await saveAccountInfo(trx, session.accountId, info);
      await insertBankChange(trx, session.accountId, change);
    });
    ok(res, change, '修改成功');
  });

  reg(
    'get',
    routeOf(paths.bankAccountChanges, 'id', 'page', 'pageSize'),
    { auth: 'login' },
    async (req, res) => {
      const session = sessionOf(res);
      if (session.kind !== 2) throw badRequest('仅企业用户可查看银行账户变更记录');
      const id = param(req, 'id');
      const account = ENTERPRISE_ACCOUNTS.find((a) => a.id === session.accountId);
      if (!account || account.info.enterpriseId !== id) throw notFound('企业不存在或无权查看');
      const { page, pageSize } = pagingFromParams(req);
      ok(res, await bankChangePage(ctx.db, session.accountId, page, pageSize));
    },
  );
}
