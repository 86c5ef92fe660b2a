// @vitest-environment node
// What the application form refuses, the server refuses too when the same thing is sent to it straight:
// empty, disguised and oversized files, and a submit without its materials.
import { describe, expect, it } from 'vitest';
import { applyApiForFile, upload } from './apply-helpers';

const on = applyApiForFile();

describe('the server behind the application form', () => {
  it('refuses empty, disguised and oversized files, each with its reason', async () => {
    const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]);
    const BIG = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const bad: [string, Buffer][] = [
      ['空白.pdf', Buffer.alloc(0)],
      ['申请表.pdf', EXE],
      ['setup.exe', EXE],
      ['扫描件.pdf', BIG],
    ];
    const answers: string[] = [];
    for (const [name, data] of bad) {
      const body = await upload(on.api, on.person, name, data);
      expect(body.code).toBe(400);
      answers.push(body.msg);
    }
    expect(answers[0]).toContain('是空文件');
    expect(answers[1]).toContain('内容与文件格式不符');
    expect(answers[2]).toContain('格式不支持');
    expect(answers[3]).toContain('10MB');
  });

  it('refuses a submit replayed without its required materials, and records nothing', async () => {
    const answer = await on.api.post(
      '/api/manage/gj/v1/pcUser/apply/submit',
      {
        policyId: 'p-0005',
        requestId: 'raw-1',
        contactName: '陈志明',
        contactPhone: '13859901234',
        countyCode: '350503',
        address: '',
        description: '本人符合政策条件，现按要求提交申报材料。',
        promise: true,
        materials: [],
      },
      on.person,
    );
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('请上传');
    const applications = (await fetch(`${on.api.base}/__demo/applications`).then((r) => r.json())) as {
      accountId: string;
      policyId: string;
    }[];
    expect(applications.filter((a) => a.policyId === 'p-0005')).toHaveLength(0);
  });
});
