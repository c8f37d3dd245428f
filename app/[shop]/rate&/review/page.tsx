/** `/rate&/review`: the second spelling of the rate-and-review route, kept because old links use it. */
export { default, metadata } from "../../rate/review/page";
