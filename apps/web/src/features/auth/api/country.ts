/** §7 GET /wps/system/country: the country info lives in lib, shared with the money formatter. */
export { useCountryInfo } from '../../../lib/country-info';
