import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import { etransportPartyCode } from '@app/domain/etransport/declaration-party-rules';
import { combinedState, isDeclarationKind } from '@app/domain/etransport/etransport-states';
import type { SendEmailInput } from '@app/domain/invoicing/client-document.schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { etransportRepo as repo } from './etransport.repo';
import type { Actor } from './etransport.service';
import { refused } from './etransport.service';
import { etransportPartiesRepo as parties } from './etransport-parties.repo';
import { resolveDeclaration } from './etransport-xml';
import { type EtransportPdfLocale, etransportPdfFileName, renderEtransportPdf } from './pdf/etransport-pdf';

const joinAddress = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

/** A declaration's PDF (with its UIT) and its sending by e-mail (spec 03 §2, §7). */
export function createEtransportDocuments(database: Database, mailer: Mailer) {
  async function pdf(companyId: string, id: string, locale: EtransportPdfLocale) {
    const item = await repo.find(database.db, companyId, id);
    if (!item) throw notFound();
    if (!isDeclarationKind(item.kind) || !Array.isArray(item.payload.products))
      throw refused('not-allowed-pdf');
    const company = await parties.company(database.db, companyId);
    if (!company) throw notFound();
    const declaration = item.payload as unknown as DeclarationPayload;
    const resolved = await resolveDeclaration(database.db, companyId, declaration);
    const party = (row: typeof resolved.partner, unknownPersonAllowed: boolean) => ({
      name: row.name,
      code: etransportPartyCode(row, unknownPersonAllowed),
      countryCode: row.countryCode,
    });
    const printable = {
      kind: item.kind as 'declaration' | 'correction',
      uit: item.uit,
      uploadIndex: item.uploadIndex,
      state: combinedState(item),
      company: {
        name: company.name,
        businessId: company.businessId,
        address: joinAddress([company.street, company.city, company.countyCode, company.countryCode]),
      },
      partner: party(resolved.partner, true),
      organizer: party(resolved.organizer, false),
      ownAddress: resolved.ownAddress,
      partnerAddress: resolved.partnerAddress,
      declaration,
      generatedAt: new Date(),
    };
    const bytes = await renderEtransportPdf(printable, locale);
    return { item, bytes, fileName: etransportPdfFileName(printable) };
  }

  return {
    async pdf(companyId: string, id: string, actor: Actor, locale: EtransportPdfLocale) {
      const document = await pdf(companyId, id, locale);
      await repo.log(database.db, document.item, 'downloaded-pdf', actor.userId);
      return document;
    },

    /** The PDF to the given addresses: the message, its delivery job and the log entry commit together. */
    async email(
      companyId: string,
      id: string,
      actor: Actor,
      input: Required<SendEmailInput>,
      locale: EtransportPdfLocale,
    ) {
      const { item, bytes, fileName } = await pdf(companyId, id, locale);
      if (item.uit === null) throw refused('not-allowed-email');
      await database.transaction(async (tx) => {
        await mailer.queue(tx, {
          to: input.to.join(', '),
          cc: input.cc,
          subject: input.subject,
          text: input.message ?? '',
          attachments: [{ fileName, contentType: 'application/pdf', content: bytes }],
        });
        await repo.log(tx.db, item, 'sent-by-email', actor.userId, [...input.to, ...input.cc].join(', '));
      });
    },
  };
}
export type EtransportDocuments = ReturnType<typeof createEtransportDocuments>;
