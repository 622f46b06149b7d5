/** A PDF to download (an invoice, a credit note): private to its reader, never cached. */
export function pdfResponse(fileName: string, pdf: Buffer): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename=${fileName}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
