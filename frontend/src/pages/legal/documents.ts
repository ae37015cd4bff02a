/**
 * Loopline's public documents, in Chinese and English. Each variant route (-zh / -en) shows its own
 * language whatever the interface language is.
 */
export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export type DocumentId =
  | 'userAgreement'
  | 'privacyClause'
  | 'property'
  | 'memberService'
  | 'sdk'
  | 'permission';

const UPDATED = '2026-05-01';

export const documents: Record<DocumentId, Record<'zh' | 'en', LegalDocument>> = {
  userAgreement: {
    en: {
      title: 'Loopline User Agreement',
      updated: UPDATED,
      intro:
        'This agreement is between you and Loopline and governs your use of the Loopline cloud platform for engineering files, drawings and models. By creating an account or using Loopline you accept it.',
      sections: [
        {
          heading: '1. Your account',
          paragraphs: [
            'You register with a mobile phone number and are responsible for keeping your password and verification codes secret. Everything done with your account is treated as done by you.',
            'You may change your user name once a year. You may delete your account from Account security; deletion takes effect after a 7-day cooling-off period, and signing in during that period withdraws the request.',
          ],
        },
        {
          heading: '2. Your content',
          paragraphs: [
            'Files, drawings and models you upload remain yours. You grant Loopline the rights needed to store, convert, preview and share them as you instruct, and nothing more.',
            'You must have the right to upload what you upload and must not use Loopline for unlawful content, malware or material that infringes the rights of others.',
          ],
        },
        {
          heading: '3. Projects and teams',
          paragraphs: [
            'Project creators and administrators decide who may see and change the content of a project. When you invite people or share links, you are responsible for whom you share with.',
          ],
        },
        {
          heading: '4. Service, membership and quotas',
          paragraphs: [
            'Loopline offers a free tier and paid memberships with larger storage, parse counts and other equities described in the member services agreement. Quotas are enforced by the service.',
            'We work to keep Loopline available and your data safe, but planned maintenance and events beyond our control may interrupt the service.',
          ],
        },
        {
          heading: '5. Changes and contact',
          paragraphs: [
            'We may update this agreement and will announce material changes in the product before they apply. Questions: support@loopline.example.',
          ],
        },
      ],
    },
    zh: {
      title: 'Loopline 用户协议',
      updated: UPDATED,
      intro:
        '本协议是您与 Loopline 之间关于使用 Loopline 工程文件、图纸与模型云平台的约定。注册账号或使用 Loopline 即表示您同意本协议。',
      sections: [
        {
          heading: '一、账号',
          paragraphs: [
            '您使用手机号注册账号，并负责妥善保管密码和验证码。通过您的账号进行的操作均视为您本人的行为。',
            '用户名每年可修改一次。您可以在“账号安全”中申请注销账号，注销设有 7 天冷静期，冷静期内登录即撤回注销申请。',
          ],
        },
        {
          heading: '二、您的内容',
          paragraphs: [
            '您上传的文件、图纸和模型归您所有。您授权 Loopline 按您的指示存储、转换、预览和分享这些内容，仅限于此。',
            '您应对上传的内容拥有合法权利，不得利用 Loopline 传播违法内容、恶意程序或侵犯他人权利的材料。',
          ],
        },
        {
          heading: '三、项目与团队',
          paragraphs: [
            '项目创建者和管理员决定谁可以查看和修改项目内容。邀请成员或分享链接时，请您对分享对象负责。',
          ],
        },
        {
          heading: '四、服务、会员与配额',
          paragraphs: [
            'Loopline 提供免费版和付费会员，会员享有更大的存储空间、解析次数等权益，详见会员服务协议。配额由系统自动执行。',
            '我们努力保障服务可用和数据安全，但计划内维护及不可抗力可能导致服务中断。',
          ],
        },
        {
          heading: '五、变更与联系',
          paragraphs: [
            '我们可能更新本协议，重大变更会在生效前于产品内公告。如有疑问请联系 support@loopline.example。',
          ],
        },
      ],
    },
  },
  privacyClause: {
    en: {
      title: 'Loopline Privacy Policy',
      updated: UPDATED,
      intro:
        'This policy explains what personal information Loopline collects, why, and the choices you have.',
      sections: [
        {
          heading: '1. What we collect',
          paragraphs: [
            'Account data: phone number, user name, and optionally real name, nickname, avatar, e-mail, company and position.',
            'Security data: sign-in time, IP address and browser of each signed-in device, kept so you can see and sign out your devices; sign-in logs are kept for at least six months.',
            'Content you upload and the derivatives Loopline creates to preview and parse it.',
          ],
        },
        {
          heading: '2. How we use it',
          paragraphs: [
            'To run your account and projects, send verification codes and notices, enforce quotas, keep the service secure and answer your feedback. We do not sell personal information.',
          ],
        },
        {
          heading: '3. Sharing',
          paragraphs: [
            'Members of your projects and teams see your user name and avatar. Payment providers receive what they need to process your orders. We disclose data to authorities only where the law requires it.',
          ],
        },
        {
          heading: '4. Your rights',
          paragraphs: [
            'You can view and correct your information in Personal information, change your phone and e-mail, sign out devices remotely and delete your account. After deletion your personal data is erased; logs required by law are kept for their legal period.',
          ],
        },
        {
          heading: '5. Security and storage',
          paragraphs: [
            'Passwords are stored as salted hashes, traffic is encrypted, and stored data is encrypted at rest. Contact privacy@loopline.example with any question.',
          ],
        },
      ],
    },
    zh: {
      title: 'Loopline 隐私政策',
      updated: UPDATED,
      intro: '本政策说明 Loopline 收集哪些个人信息、为何收集以及您拥有的选择。',
      sections: [
        {
          heading: '一、我们收集的信息',
          paragraphs: [
            '账号信息：手机号、用户名，以及您选择填写的真实姓名、昵称、头像、邮箱、公司和职位。',
            '安全信息：每台登录设备的登录时间、IP 地址和浏览器，用于让您查看并下线设备；登录日志至少保存六个月。',
            '您上传的内容，以及 Loopline 为预览和解析而生成的衍生文件。',
          ],
        },
        {
          heading: '二、信息的使用',
          paragraphs: [
            '用于运行您的账号和项目、发送验证码和通知、执行配额、保障服务安全以及回复您的反馈。我们不会出售个人信息。',
          ],
        },
        {
          heading: '三、信息的共享',
          paragraphs: [
            '您所在项目和团队的成员可以看到您的用户名和头像。支付服务商仅获得处理订单所需的信息。仅在法律要求时我们才会向主管机关披露数据。',
          ],
        },
        {
          heading: '四、您的权利',
          paragraphs: [
            '您可以在“个人信息”中查看和更正信息，更换手机号和邮箱，远程下线设备并注销账号。注销后个人信息将被删除，法律要求保存的日志按法定期限保存。',
          ],
        },
        {
          heading: '五、安全与存储',
          paragraphs: [
            '密码以加盐哈希存储，传输全程加密，存储数据静态加密。如有疑问请联系 privacy@loopline.example。',
          ],
        },
      ],
    },
  },
  property: {
    en: {
      title: 'Loopline Rights and Equity Rules',
      updated: UPDATED,
      intro: 'These rules describe the equities of each Loopline membership tier and how quotas are counted.',
      sections: [
        {
          heading: '1. Tiers',
          paragraphs: [
            'Free: 5 GB storage, 20 model parses, 5 projects, 10 members per project, portal, model library, component library and app store.',
            'VIP: 100 GB, 200 parses, 50 projects, 50 members per project, plus the collaboration and model-splitting apps. SVIP: 500 GB, unlimited parses and projects, 200 members per project, exclusive parsing channel. Enterprise: 2 TB and no limits.',
          ],
        },
        {
          heading: '2. Storage',
          paragraphs: [
            'Storage counts the files you upload to your projects. The space card shows used and total space; the bar turns red when it is full and uploads are refused until space is freed or expanded.',
          ],
        },
        {
          heading: '3. Parse counts',
          paragraphs: [
            'Each model parse uses one count; a failed parse gives it back. Counts bought or granted by activities are added to your balance and do not expire while your account exists.',
          ],
        },
        {
          heading: '4. Expiry',
          paragraphs: [
            'When a paid membership expires the account returns to the free tier; files are kept, but new uploads need the storage to fit the free tier again.',
          ],
        },
      ],
    },
    zh: {
      title: 'Loopline 权益规则',
      updated: UPDATED,
      intro: '本规则说明 Loopline 各会员等级的权益及配额的计算方式。',
      sections: [
        {
          heading: '一、会员等级',
          paragraphs: [
            '普通用户：5 GB 存储、20 次模型解析、5 个项目、每个项目 10 名成员，可使用门户、模型库、构件库和应用商店。',
            'VIP：100 GB、200 次解析、50 个项目、每个项目 50 名成员，并可使用协同和模型拆分应用。SVIP：500 GB、不限解析次数和项目数、每个项目 200 名成员、专属解析通道。企业会员：2 TB 且不设上限。',
          ],
        },
        {
          heading: '二、存储空间',
          paragraphs: [
            '存储空间按您上传到项目中的文件计算。空间卡片显示已用和总空间；空间用满时进度条变红，在释放或扩容之前无法继续上传。',
          ],
        },
        {
          heading: '三、解析次数',
          paragraphs: [
            '每次模型解析消耗一次次数，解析失败会退还。购买或活动赠送的次数计入余额，账号存续期间不会过期。',
          ],
        },
        {
          heading: '四、到期',
          paragraphs: [
            '付费会员到期后账号恢复为普通用户；文件会保留，但需存储用量回到普通用户额度内才能继续上传。',
          ],
        },
      ],
    },
  },
  memberService: {
    en: {
      title: 'Loopline Member Services Agreement',
      updated: UPDATED,
      intro:
        'This agreement applies when you buy a Loopline membership, a storage expansion or parse counts.',
      sections: [
        {
          heading: '1. Purchase',
          paragraphs: [
            'Prices are shown in the member centre before you pay. A membership starts when the payment is confirmed and lasts for the period bought; renewing extends it.',
          ],
        },
        {
          heading: '2. Invoices',
          paragraphs: [
            'You can request an invoice for paid orders in Order records; invoices are issued within 14 working days.',
          ],
        },
        {
          heading: '3. Refunds',
          paragraphs: [
            'Unused memberships may be refunded according to the refund rules shown at purchase. Parse counts already used are not refunded.',
          ],
        },
        {
          heading: '4. Changes to equities',
          paragraphs: [
            'If we change the equities of a tier you hold, the change never reduces what you already paid for during the current period.',
          ],
        },
      ],
    },
    zh: {
      title: 'Loopline 会员服务协议',
      updated: UPDATED,
      intro: '您购买 Loopline 会员、存储扩容或解析次数时适用本协议。',
      sections: [
        {
          heading: '一、购买',
          paragraphs: [
            '价格在支付前于会员中心展示。会员自支付确认时生效，在所购期限内有效；续费将顺延有效期。',
          ],
        },
        {
          heading: '二、发票',
          paragraphs: ['您可以在“订单记录”中为已支付订单申请发票，发票将在 14 个工作日内开具。'],
        },
        {
          heading: '三、退款',
          paragraphs: ['未使用的会员可按购买时展示的退款规则退款，已使用的解析次数不予退还。'],
        },
        {
          heading: '四、权益变更',
          paragraphs: ['如我们调整您所持等级的权益，调整不会减少您在当前有效期内已购买的权益。'],
        },
      ],
    },
  },
  sdk: {
    en: {
      title: 'Third-party SDKs used by Loopline',
      updated: UPDATED,
      intro:
        'Loopline uses the following third-party components. None of them receives your files or personal information except as stated.',
      sections: [
        {
          heading: 'Web application',
          paragraphs: [
            'Cloudscape Design System (user interface components): runs in your browser, collects nothing.',
            'React and i18next (interface and translations): run in your browser, collect nothing.',
          ],
        },
        {
          heading: 'Service',
          paragraphs: [
            'Amazon Web Services (storage, database, messaging): stores your account data and files in the region Loopline runs in.',
            'SMS and e-mail delivery: receives your phone number or e-mail address and the text of the verification code only.',
          ],
        },
        {
          heading: 'Payment',
          paragraphs: [
            'Card and wallet payment providers: receive the order amount and the data needed to complete a payment you start.',
          ],
        },
      ],
    },
    zh: {
      title: 'Loopline 第三方 SDK 说明',
      updated: UPDATED,
      intro: 'Loopline 使用以下第三方组件。除下文说明外，它们不会获得您的文件或个人信息。',
      sections: [
        {
          heading: '网页应用',
          paragraphs: [
            'Cloudscape 设计系统（界面组件）：在浏览器中运行，不收集信息。',
            'React 与 i18next（界面与多语言）：在浏览器中运行，不收集信息。',
          ],
        },
        {
          heading: '服务端',
          paragraphs: [
            '亚马逊云科技（存储、数据库、消息）：在 Loopline 所在区域存储您的账号数据和文件。',
            '短信与邮件服务：仅获得您的手机号或邮箱以及验证码内容。',
          ],
        },
        {
          heading: '支付',
          paragraphs: ['银行卡与钱包支付服务商：仅获得订单金额及完成您发起的支付所需的信息。'],
        },
      ],
    },
  },
  permission: {
    en: {
      title: 'Permissions the Loopline apps ask for',
      updated: UPDATED,
      intro:
        'Loopline asks for a device permission only when you use the feature that needs it, and you can refuse it.',
      sections: [
        {
          heading: 'Storage and files',
          paragraphs: ['To pick files to upload and to save downloaded files and QR codes.'],
        },
        {
          heading: 'Camera',
          paragraphs: [
            'To take a photo for your avatar or for a feedback report, and to scan invite QR codes.',
          ],
        },
        {
          heading: 'Notifications',
          paragraphs: [
            'To tell you about project invitations, shares and parse results. You can switch message types off in the message settings.',
          ],
        },
      ],
    },
    zh: {
      title: 'Loopline 应用权限说明',
      updated: UPDATED,
      intro: 'Loopline 仅在您使用需要权限的功能时申请相应权限，您可以拒绝。',
      sections: [
        { heading: '存储与文件', paragraphs: ['用于选择要上传的文件，以及保存下载的文件和二维码。'] },
        { heading: '相机', paragraphs: ['用于拍摄头像或反馈图片，以及扫描邀请二维码。'] },
        {
          heading: '通知',
          paragraphs: ['用于提醒项目邀请、分享和解析结果。您可以在消息设置中关闭某类消息。'],
        },
      ],
    },
  },
};
