/** A country the phone field offers: its region and its ITU-T E.164 country calling code. */
export interface Country {
  /** ISO 3166-1 alpha-2 (and ITU's AC, TA, XK), as `Intl.DisplayNames` names regions. */
  region: string;
  /** The country calling code, digits only (regions may share one: US and CA are both 1). */
  code: string;
  /**
   * How a national number of this code is grouped for display (the digit count of each group,
   * e.g. `334` for 555 123 4567), when its length is the sum; otherwise the generic grouping.
   */
  groups: string | undefined;
}

/**
 * Every geographic country calling code of ITU-T E.164 (ITU's "List of ITU-T Recommendation
 * E.164 assigned country codes") with the regions dialled by it; non-geographic codes
 * (+800, +870, +881, +882, +883, +888, +979) have no country to pick. The names come from the
 * browser (`Intl.DisplayNames`), so the table holds codes only, in the phone field's chunk.
 *
 * By calling code, each one written as its step from the code before (none: the next number),
 * then its regions, then, for the most dialled codes, how their numbers are written (their
 * mobile numbers' usual grouping, as the national numbering plans publish it; the rest are
 * grouped generically): `US,CA,…,VI(334)` is +1, grouped 555 123 4567, then `6RU,KZ(3322)` +7
 * (1 + 6), `13EG(334)` +20, `7ZA(234)` +27, `3GR(334)` +30, `NL(18)` +31. Most codes follow
 * the one before, so most steps are written as nothing: half the bytes of each code in full.
 */
const TABLE =
  'US,CA,AG,AI,AS,BB,BM,BS,DM,DO,GD,GU,JM,KN,KY,LC,MP,MS,PR,SX,TC,TT,VC,VG,VI(334)6RU,KZ(3322)13EG(334)7ZA(234)3GR(334)NL(18)BE(3222)FR(12222)ES(333)2HU(234)3IT,VA(334)ROCH(2322)2ATGB,GG,IM,JE(46)DK(2222)SE(2322)NO,SJ(323)PL(333)DE2PEMX(334)CUARBR(254)CLCOVE2MYAU,CC,CX(333)IDPH(334)NZ,PNSG(44)TH(234)15JP(244)KR(244)2VN(333)2CN(344)4TR(3322)IN(55)PK(37)AFLKMM3IR113SSMA,EHDZ3TN2LY2GMSNMRMLGNCIBFNETGBJMULRSLGHNG(334)TDCFCMCVSTGQGACGCDAOGWIOACSCSDRWETSODJKE(36)TZUGBIMZ2ZMMGRE,YTZWNAMWLSBWSZKM21SH,TAER6AWFOGL51GIPT(333)LUIE(234)ISALMTCYFI,AXBG11LTLVEEMDAMBYADMCSM2UARSMEXK2HRSIBA2MK31CZ(333)SK2LI77FK,GSBZGTSVHNNICRPAPMHT81GP,BL,MFBOGYECGFPYMQSRUYCW,BQ71TL2NFBNNRPGTOSBVUFJPWWFCKNU2WSKINCTVPFTKFMMH158KP2HK(44)MO2KHLA24BD(46)6TW74MVLBJOSYIQKWSA(234)YEOM2PSAE(234)IL(234)BHQABTMNNP15TJTMAZGEKG2UZ';

/** The table, in its order (by calling code). */
export const countries: readonly Country[] = (() => {
  let code = 0;
  return [...TABLE.matchAll(/(\d*)([A-Z]{2}(?:,[A-Z]{2})*)(?:\((\d+)\))?/g)].flatMap(
    ([, step, regions = '', groups]) => {
      code += Number(step || 1);
      const digits = String(code);
      return regions.split(',').map((region) => ({ region, code: digits, groups }));
    },
  );
})();
