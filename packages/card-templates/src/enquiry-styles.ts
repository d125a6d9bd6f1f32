// Rules of the card's visitor forms (sections/enquiries.tsx) and of the pages the server answers
// them with (visitor-pages.tsx). Part of the card's one stylesheet (styles.ts BASE), so every
// template and style colours them with the card's own --p/--s.
export const ENQUIRY_CSS = `
.lede{color:var(--mut)}
.xchg details>summary,.fb details>summary{list-style:none}
.xchg summary::-webkit-details-marker,.fb summary::-webkit-details-marker{display:none}
.xchg details[open]>summary,.fb details[open]>summary{background:var(--t1);color:var(--p);box-shadow:none}
.vf{display:grid;gap:14px;margin-top:16px}
.vf fieldset{border:0;margin:0;padding:0;min-width:0;display:grid;gap:14px}
.fld{display:grid;gap:6px;min-width:0}
.fld label,.fld legend{font-size:14px;font-weight:650;padding:0}
.fld input,.fld textarea{width:100%;font:inherit;font-size:16px;color:var(--ink);background:var(--card);border:1.5px solid var(--line);border-radius:12px;padding:12px 14px;min-height:48px}
.fld textarea{resize:vertical;min-height:104px}
.fld input:focus,.fld textarea:focus{outline:0;border-color:var(--p);box-shadow:0 0 0 3px var(--t2)}
.fld.bad input,.fld.bad textarea{border-color:#c62828}
.err{color:#b3261e;font-size:13.5px;font-weight:600}
.err.top{padding:10px 14px;border-radius:12px;background:#fdecea}
.cns{display:grid;gap:10px;padding:12px 14px;border-radius:12px;background:var(--t1);font-size:14.5px;line-height:1.45}
.cns label{display:flex;gap:10px;font-weight:650}
.cns input{flex:none;width:22px;height:22px;margin:0;accent-color:var(--p)}
.cns.bad{box-shadow:inset 0 0 0 2px #c62828}
.hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.vh{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.stars{border:0;margin:0;padding:0}
.srow{display:flex;flex-direction:row-reverse;justify-content:flex-end;gap:4px}
.srow input{position:absolute;opacity:0;width:1px;height:1px}
.srow label{font-size:34px;line-height:1;color:#c9ced8;cursor:pointer;padding:4px 2px}
.srow input:checked~label,.srow label:hover,.srow label:hover~label{color:#f5a623}
.srow input:focus-visible+label{outline:2px solid var(--p);outline-offset:2px;border-radius:6px}
`;

/** Only the visitor pages (visitor-pages.tsx): the notice card and the way back to the card. */
export const VISITOR_PAGE_CSS = `
.vp .note{text-align:center;padding:32px 22px}
.vp .mark{width:64px;height:64px;border-radius:20px;margin:0 auto 16px;display:flex;align-items:center;justify-content:center;background:var(--t1);color:var(--p);font-size:30px;font-weight:700}
.vp .note h1{font-size:22px;line-height:1.25;margin-bottom:8px}
.vp .note p{color:var(--mut)}
.vp .note .btn{margin-top:12px}
.vp .top{display:flex;align-items:center;gap:10px;padding:18px 16px 4px;font-weight:650}
.vp .top a{display:inline-flex;align-items:center;gap:6px;color:var(--p)}
`;
