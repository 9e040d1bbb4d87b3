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
 * browser (`Intl.DisplayNames`), so the table holds codes only: about 1 KB gzip, in the phone
 * field's chunk.
 */
const TABLE =
  '1:US,CA,AG,AI,AS,BB,BM,BS,DM,DO,GD,GU,JM,KN,KY,LC,MP,MS,PR,SX,TC,TT,VC,VG,VI|7:RU,KZ|20:EG|27:ZA|30:GR|31:NL|32:BE|33:FR|34:ES|36:HU|39:IT,VA|40:RO|41:CH|43:AT|44:GB,GG,IM,JE|45:DK|46:SE|47:NO,SJ|48:PL|49:DE|51:PE|52:MX|53:CU|54:AR|55:BR|56:CL|57:CO|58:VE|60:MY|61:AU,CC,CX|62:ID|63:PH|64:NZ,PN|65:SG|66:TH|81:JP|82:KR|84:VN|86:CN|90:TR|91:IN|92:PK|93:AF|94:LK|95:MM|98:IR|211:SS|212:MA,EH|213:DZ|216:TN|218:LY|220:GM|221:SN|222:MR|223:ML|224:GN|225:CI|226:BF|227:NE|228:TG|229:BJ|230:MU|231:LR|232:SL|233:GH|234:NG|235:TD|236:CF|237:CM|238:CV|239:ST|240:GQ|241:GA|242:CG|243:CD|244:AO|245:GW|246:IO|247:AC|248:SC|249:SD|250:RW|251:ET|252:SO|253:DJ|254:KE|255:TZ|256:UG|257:BI|258:MZ|260:ZM|261:MG|262:RE,YT|263:ZW|264:NA|265:MW|266:LS|267:BW|268:SZ|269:KM|290:SH,TA|291:ER|297:AW|298:FO|299:GL|350:GI|351:PT|352:LU|353:IE|354:IS|355:AL|356:MT|357:CY|358:FI,AX|359:BG|370:LT|371:LV|372:EE|373:MD|374:AM|375:BY|376:AD|377:MC|378:SM|380:UA|381:RS|382:ME|383:XK|385:HR|386:SI|387:BA|389:MK|420:CZ|421:SK|423:LI|500:FK,GS|501:BZ|502:GT|503:SV|504:HN|505:NI|506:CR|507:PA|508:PM|509:HT|590:GP,BL,MF|591:BO|592:GY|593:EC|594:GF|595:PY|596:MQ|597:SR|598:UY|599:CW,BQ|670:TL|672:NF|673:BN|674:NR|675:PG|676:TO|677:SB|678:VU|679:FJ|680:PW|681:WF|682:CK|683:NU|685:WS|686:KI|687:NC|688:TV|689:PF|690:TK|691:FM|692:MH|850:KP|852:HK|853:MO|855:KH|856:LA|880:BD|886:TW|960:MV|961:LB|962:JO|963:SY|964:IQ|965:KW|966:SA|967:YE|968:OM|970:PS|971:AE|972:IL|973:BH|974:QA|975:BT|976:MN|977:NP|992:TJ|993:TM|994:AZ|995:GE|996:KG|998:UZ';

/**
 * How the numbers of the most dialled codes are written (their mobile numbers' usual grouping,
 * as the national numbering plans publish it); the rest are grouped generically.
 */
const GROUPS =
  '1:334|7:3322|20:334|27:234|30:334|31:18|32:3222|33:12222|34:333|36:234|39:334|41:2322|44:46|45:2222|46:2322|47:323|48:333|52:334|55:254|61:333|63:334|65:44|66:234|81:244|82:244|84:333|86:344|90:3322|91:55|92:37|234:334|254:36|351:333|353:234|420:333|852:44|880:46|966:234|971:234|972:234';

const groupsByCode = new Map(
  GROUPS.split('|').map((entry) => entry.split(':') as [string, string]),
);

/** The table, in its order (by calling code). */
export const countries: readonly Country[] = TABLE.split('|').flatMap((entry) => {
  const [code = '', regions = ''] = entry.split(':');
  return regions.split(',').map((region) => ({ region, code, groups: groupsByCode.get(code) }));
});
