// `HDR + ...`: HDR alone or at any operand of a `+` chain (comm_assoc
// applies to `+` as to `|`), not inside parentheses; only HDR changes
@@
@@
 alloc(
- HDR
+ HDR_SIZE
  + ...)
