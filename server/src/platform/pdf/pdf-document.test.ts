import { describe, expect, it } from "vitest";
import { pdfText } from "../../test/pdf-text.js";
import { drawTable, pdfMoney, renderPdf } from "./pdf-document.js";

describe("renderPdf", () => {
  it("renders a PDF whose uncompressed text holds what was drawn, tables included", async () => {
    const pdf = await renderPdf({ title: "Test", compress: false }, (doc) => {
      doc.font("Helvetica-Bold").fontSize(16).text("Statement");
      drawTable(doc, [{ width: 200 }, { width: 80, align: "right" }], [["What", "Amount"], ["Fee", pdfMoney(123_456)], ["Refund", pdfMoney(-5)]]);
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const s of ["Statement", "What", "Amount", "Fee", "$1,234.56", "Refund", "-$0.05"]) expect(text).toContain(s);
  });

  it("compresses by default (the text is no longer readable as-is)", async () => {
    const pdf = await renderPdf({ title: "Test" }, (doc) => void doc.text("Hidden words"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(pdf)).not.toContain("Hidden words");
  });

  it("a drawing that throws rejects (and ends the document)", async () => {
    await expect(renderPdf({ title: "Test" }, () => { throw new Error("boom"); })).rejects.toThrow("boom");
  });
});
