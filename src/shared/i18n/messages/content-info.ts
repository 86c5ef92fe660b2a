// Long texts of the content feature: footer pages (accessibility, privacy, about), site map and FAQs.
import type { Translation } from '../types';

export const contentInfoZh = {
  'content.info.section': '网站信息',
  'content.info.about': '关于本站',
  'content.a11y.commitTitle': '我们的承诺',
  'content.a11y.commit':
    '本网站致力于让所有人（包括视障、听障、肢体障碍人士和老年人）都能平等、便捷地获取政策信息和办理服务。网站按照《Web内容无障碍指南》（WCAG）2.1 AA 级标准和国家标准《信息技术 互联网内容无障碍可访问性技术要求与测试方法》（GB/T 37668-2019）进行设计、开发和测试，并持续改进。',
  'content.a11y.keyboardTitle': '键盘操作',
  'content.a11y.keyboard':
    '本网站全部功能均可仅使用键盘完成。每个页面顶部提供“跳到主要内容”链接，按 Tab 键即可看到。常用按键如下：',
  'content.a11y.key': '按键',
  'content.a11y.action': '作用',
  'content.a11y.keyTab': '移到下一个链接、按钮或输入框，当前位置有清晰的焦点框',
  'content.a11y.keyShiftTab': '回到上一个可操作的元素',
  'content.a11y.keyEnter': '打开链接、按下按钮、勾选选项',
  'content.a11y.keyEsc': '关闭对话框或下拉菜单，焦点回到打开它的位置',
  'content.a11y.keyArrows': '在选项卡、单选项和下拉列表中切换',
  'content.a11y.featuresTitle': '无障碍设计',
  'content.a11y.f1': '页面结构清晰：每页一个主标题，标题层级有序，导航、主体和页脚有明确的区域标识。',
  'content.a11y.f2': '图片和图标均提供文字说明；统计图表同时提供等价的数据表格，便于读屏软件朗读。',
  'content.a11y.f3': '文字与背景的颜色对比度符合 AA 级要求，不单独依靠颜色传递信息。',
  'content.a11y.f4': '支持浏览器放大至 200% 而不丢失内容，在手机等小屏幕上自动调整版式。',
  'content.a11y.f5':
    '表单项均有标签，出错时给出明确的文字提示，已填写的内容不会丢失；提供中文和英文两种界面语言。',
  'content.a11y.limitsTitle': '已知限制',
  'content.a11y.l1': '部分历史政策附件为扫描件，暂无法被读屏软件识别，如需文本版本请联系我们。',
  'content.a11y.l2': '从本站跳转的创新券、信用贷、上市咨询等外部系统由其运营单位负责，不在本声明范围内。',
  'content.a11y.contactTitle': '遇到障碍请联系我们',
  'content.a11y.contact':
    '如果您在使用本网站时遇到任何无障碍问题，请告诉我们您访问的页面和遇到的困难，我们将在 5 个工作日内答复，并提供所需信息的替代获取方式。',
  'content.privacy.introTitle': '概述',
  'content.privacy.intro':
    '我们重视您的个人信息保护。本声明说明本网站在您的设备上保存哪些数据、为何保存、保存多久，以及您退出登录后如何清除。本网站不使用第三方广告或跟踪程序。',
  'content.privacy.deviceTitle': '保存在您设备上的数据',
  'content.privacy.colWhat': '数据',
  'content.privacy.colWhere': '保存位置',
  'content.privacy.colWhy': '用途',
  'content.privacy.colUntil': '保存期限',
  'content.privacy.token.what': '登录凭证（令牌）',
  'content.privacy.token.where': '浏览器本地存储（localStorage）',
  'content.privacy.token.why': '证明您已通过闽政通统一身份认证登录，访问个人或企业数据时随请求加密发送',
  'content.privacy.token.until': '退出登录或登录失效时清除',
  'content.privacy.user.what': '登录类型和用户信息（姓名、企业名称、所属区域）',
  'content.privacy.user.where': '浏览器会话存储（sessionStorage）',
  'content.privacy.user.why': '在页面上显示您的名称，预填申报表单',
  'content.privacy.user.until': '关闭浏览器标签页或退出登录时清除',
  'content.privacy.saved.what': '我保存的政策',
  'content.privacy.saved.where': '浏览器数据库（IndexedDB）',
  'content.privacy.saved.why': '让您在没有网络时也能查看已保存的政策',
  'content.privacy.saved.until': '您删除或退出登录时清除',
  'content.privacy.drafts.what': '未提交的申报草稿（填写的内容和尚未上传的文件）',
  'content.privacy.drafts.where': '浏览器数据库（IndexedDB），按账号分开保存，其他账号无法查看',
  'content.privacy.drafts.why': '让您离线或下次登录后继续填写申报，不丢失已选择的材料',
  'content.privacy.drafts.until':
    '提交申报后清除；您点击“退出登录”并确认时清除；其他账号在本设备登录时可选择删除',
  'content.privacy.cache.what': '离线缓存（页面文件和最近浏览的公开数据）',
  'content.privacy.cache.where': '浏览器缓存和数据库',
  'content.privacy.cache.why': '加快打开速度，断网时显示最近的内容',
  'content.privacy.cache.until': '最长保存 7 天；退出登录时清除其中与您账号相关的数据',
  'content.privacy.prefs.what': '界面语言和所选区县',
  'content.privacy.prefs.where': '浏览器本地存储（localStorage）',
  'content.privacy.prefs.why': '记住您的显示偏好，不含个人身份信息',
  'content.privacy.prefs.until': '您清除浏览器数据时清除',
  'content.privacy.logoutTitle': '退出登录时',
  'content.privacy.logout':
    '当您点击“退出登录”或登录失效时，本网站会清除设备上的登录凭证、用户信息、您保存的政策以及与您账号相关的离线缓存。未提交的申报草稿只在您点击“退出登录”并确认删除时清除，其他情况下为您的账号保留，供您下次登录后继续填写。在公共电脑上使用后，请务必退出登录。',
  'content.privacy.serverTitle': '发送到服务器的信息',
  'content.privacy.s1':
    '访问统计：记录访问的页面类型、访客类型（企业、个人或游客）和所选区县，不记录姓名、证件号等身份信息。',
  'content.privacy.s2': '您主动提交的申报、咨询和企业信息，仅用于办理相应业务，由主管部门依法保管。',
  'content.privacy.s3': '身份认证由闽政通统一身份认证平台完成，本网站不保存您的密码。',
  'content.privacy.contactTitle': '联系我们',
  'content.privacy.contact': '如对个人信息保护有疑问或需要更正、删除您的信息，请发送邮件至 ',
  'content.about.introTitle': '平台简介',
  'content.about.intro':
    '{title}是泉州市统一的惠企惠民政策发布和兑现平台，汇集市、县两级各部门的扶持政策，推动政策“应上尽上、应享尽享”，实现“政策找人、资金直达”。',
  'content.about.featuresTitle': '主要服务',
  'content.about.f1': '政策查询：按名称、区县和类型检索惠企、惠民政策，查看申报条件和所需材料。',
  'content.about.f2': '政策匹配：填写简短问卷，匹配您可能享受的惠民政策。',
  'content.about.f3': '在线申报：登录后一键申报，随时查看办理进度，可在线催办和咨询。',
  'content.about.f4': '免申即享：符合条件的对象无需申请，确认后资金直达账户。',
  'content.about.f5': '信息公开：申报公示、兑现公告、政策汇编和兑现统计全部公开，接受社会监督。',
  'content.about.orgTitle': '主办与联系方式',
  'content.sitemap.services': '政策服务',
  'content.sitemap.announcements': '公示公告与资讯',
  'content.sitemap.site': '网站信息',
  'content.sitemap.questionnaire': '政策匹配问卷',
  'content.faq.title': '常见问题',
  'content.faq.q1': '申报政策需要先注册吗？',
  'content.faq.a1':
    '需要。本平台使用闽政通统一身份认证，个人请使用个人账号登录，企业请使用法人账号登录。首次使用可点击页面右上角“注册”完成实名注册。',
  'content.faq.q2': '“申报类”和“免申即享类”政策有什么区别？',
  'content.faq.a2':
    '申报类政策需要您在申报期内在线提交申请和材料，经部门审核后兑现；免申即享类政策由系统根据部门数据自动筛选符合条件的对象，您只需确认信息即可享受。',
  'content.faq.q3': '提交申报后多久能收到资金？',
  'content.faq.a3':
    '主管部门一般在 5 个工作日内完成受理审核，审核通过后经公示无异议即拨付资金。您可以在“我的申报”中随时查看办理进度，超过时限可使用“催办”功能。',
  'content.faq.q4': '申报材料需要准备原件吗？',
  'content.faq.a4':
    '在线申报只需上传材料的扫描件或照片，请确保清晰完整。部分政策在审核时可能要求核验原件，主管部门会另行通知。',
  'content.faq.q5': '对公示结果有异议怎么办？',
  'content.faq.a5':
    '请在公示期内以书面形式向政策主管部门反映，并提供具体事实和联系方式；也可以拨打服务热线咨询，我们将转交主管部门核实处理。',
} as const;

export const contentInfoEn: Translation<typeof contentInfoZh> = {
  'content.info.section': 'About this site',
  'content.info.about': 'About',
  'content.a11y.commitTitle': 'Our commitment',
  'content.a11y.commit':
    'This site aims to give everyone, including people with visual, hearing or motor impairments and older people, equal and easy access to policy information and services. It is designed, built and tested to the Web Content Accessibility Guidelines (WCAG) 2.1 level AA and the national standard GB/T 37668-2019, and we keep improving it.',
  'content.a11y.keyboardTitle': 'Using the keyboard',
  'content.a11y.keyboard':
    'Everything on this site works with the keyboard alone. Every page starts with a "Skip to main content" link that appears when you press Tab. Common keys:',
  'content.a11y.key': 'Key',
  'content.a11y.action': 'What it does',
  'content.a11y.keyTab': 'Moves to the next link, button or field; a clear focus ring shows where you are',
  'content.a11y.keyShiftTab': 'Moves back to the previous control',
  'content.a11y.keyEnter': 'Follows a link, presses a button, ticks an option',
  'content.a11y.keyEsc': 'Closes a dialog or menu and returns focus to where it was opened',
  'content.a11y.keyArrows': 'Moves between tabs, radio options and list choices',
  'content.a11y.featuresTitle': 'Accessible design',
  'content.a11y.f1':
    'Clear structure: one main heading per page, headings in order, and labelled navigation, main and footer regions.',
  'content.a11y.f2':
    'Images and icons have text alternatives; every chart comes with an equivalent data table for screen readers.',
  'content.a11y.f3': 'Text contrast meets level AA, and colour is never the only way information is given.',
  'content.a11y.f4': 'Pages can be zoomed to 200% without losing content and adapt to small phone screens.',
  'content.a11y.f5':
    'Every form field has a label, errors are explained in words and nothing you typed is lost; the interface is available in Chinese and English.',
  'content.a11y.limitsTitle': 'Known limitations',
  'content.a11y.l1':
    'Some older policy attachments are scanned images that screen readers cannot read; contact us for a text version.',
  'content.a11y.l2':
    'External systems linked from this site (innovation voucher, credit loan, listing consultation) are run by their own operators and are not covered here.',
  'content.a11y.contactTitle': 'Tell us about a barrier',
  'content.a11y.contact':
    'If anything on this site is hard to use, tell us which page and what the difficulty was. We reply within 5 working days and will provide the information in another way.',
  'content.privacy.introTitle': 'Summary',
  'content.privacy.intro':
    'We protect your personal information. This statement explains what this site keeps on your device, why, for how long, and how it is removed when you log out. The site uses no third-party advertising or tracking.',
  'content.privacy.deviceTitle': 'Data kept on your device',
  'content.privacy.colWhat': 'Data',
  'content.privacy.colWhere': 'Where',
  'content.privacy.colWhy': 'Why',
  'content.privacy.colUntil': 'Kept until',
  'content.privacy.token.what': 'Login token',
  'content.privacy.token.where': 'Browser local storage',
  'content.privacy.token.why':
    'Shows that you logged in through the provincial identity platform; sent encrypted with requests for your data',
  'content.privacy.token.until': 'You log out or the login expires',
  'content.privacy.user.what': 'Login type and user info (name, enterprise name, region)',
  'content.privacy.user.where': 'Browser session storage',
  'content.privacy.user.why': 'Shows your name and prefills application forms',
  'content.privacy.user.until': 'You close the tab or log out',
  'content.privacy.saved.what': 'Policies you saved',
  'content.privacy.saved.where': 'Browser database (IndexedDB)',
  'content.privacy.saved.why': 'Lets you read saved policies without a connection',
  'content.privacy.saved.until': 'You delete them or log out',
  'content.privacy.drafts.what': 'Unsent application drafts (what you entered and files not yet uploaded)',
  'content.privacy.drafts.where':
    'Browser database (IndexedDB), kept per account; other accounts cannot see them',
  'content.privacy.drafts.why':
    'Lets you continue an application offline or at your next login without losing the files you chose',
  'content.privacy.drafts.until':
    'When the application is submitted; when you choose “Log out” and confirm; another account logging in on this device may delete them',
  'content.privacy.cache.what': 'Offline cache (site files and recently viewed public data)',
  'content.privacy.cache.where': 'Browser cache and database',
  'content.privacy.cache.why': 'Faster loading, and recent content while offline',
  'content.privacy.cache.until': 'At most 7 days; data tied to your account is removed when you log out',
  'content.privacy.prefs.what': 'Interface language and chosen county',
  'content.privacy.prefs.where': 'Browser local storage',
  'content.privacy.prefs.why': 'Remembers your display preferences; holds no personal identity',
  'content.privacy.prefs.until': 'You clear your browser data',
  'content.privacy.logoutTitle': 'When you log out',
  'content.privacy.logout':
    'When you choose "Log out" or your login expires, the site removes the login token, your user info, your saved policies and the offline data tied to your account from this device. Unsent application drafts are removed only when you choose “Log out” and confirm; otherwise they are kept for your account, to continue at your next login. Always log out on a shared computer.',
  'content.privacy.serverTitle': 'What is sent to our servers',
  'content.privacy.s1':
    'Visit statistics: the kind of page, the kind of visitor (enterprise, person or guest) and the chosen county; no names or ID numbers.',
  'content.privacy.s2':
    'Applications, consultations and enterprise details you submit are used only to handle that business and are kept by the competent department as the law requires.',
  'content.privacy.s3':
    'Identity checks are done by the provincial identity platform; this site never stores your password.',
  'content.privacy.contactTitle': 'Contact',
  'content.privacy.contact':
    'For questions about your personal information, or to correct or delete it, email ',
  'content.about.introTitle': 'About the portal',
  'content.about.intro':
    'The {title} is Quanzhou’s single place to publish and pay out enterprise and people benefit policies. It brings together the support policies of city and county departments so that policies find the people they are meant for and funds reach them directly.',
  'content.about.featuresTitle': 'Services',
  'content.about.f1': 'Policy search by name, county and type, with conditions and required materials.',
  'content.about.f2':
    'Policy matching: a short questionnaire finds people-benefit policies you may qualify for.',
  'content.about.f3': 'Online applications after login, with progress tracking, urging and consultation.',
  'content.about.f4':
    'Free application: eligible people and enterprises confirm their details and receive funds without applying.',
  'content.about.f5':
    'Openness: declaration publicity, reward announcements, compilations and payout statistics are all public.',
  'content.about.orgTitle': 'Organisers and contact',
  'content.sitemap.services': 'Policy services',
  'content.sitemap.announcements': 'Announcements and news',
  'content.sitemap.site': 'About this site',
  'content.sitemap.questionnaire': 'Policy matching questionnaire',
  'content.faq.title': 'Frequently asked questions',
  'content.faq.q1': 'Do I need to register before applying?',
  'content.faq.a1':
    'Yes. The portal uses the provincial identity platform: individuals log in with a personal account, enterprises with a legal-person account. First-time users can register with "Register" at the top right.',
  'content.faq.q2': 'What is the difference between declaration-type and free-application policies?',
  'content.faq.a2':
    'For declaration-type policies you submit an application and materials online within the declaration window and the department reviews it. For free-application policies the system finds eligible people from department data and you only confirm your details.',
  'content.faq.q3': 'How long until the funds arrive?',
  'content.faq.a3':
    'Departments normally review within 5 working days; after approval and a publicity period without objection the funds are paid. Follow progress under "My applications" and use "Urge" if it takes longer.',
  'content.faq.q4': 'Do I need original documents?',
  'content.faq.a4':
    'Online applications need clear, complete scans or photos. Some policies may ask to check originals during review; the department will tell you.',
  'content.faq.q5': 'What if I object to a publicity result?',
  'content.faq.a5':
    'Write to the competent department within the publicity period with the facts and your contact details, or call the service hotline and we will pass it on for checking.',
};
