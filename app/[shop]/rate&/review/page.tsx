/** `/rate&/review`: the specification's second spelling of the rate-and-review route (section 2). */
export { default, metadata } from "../../rate/review/page";
