// optional_qualifier: a pattern with const (const int x;) matches only code with
// const; the iso drops a qualifier the pattern does not spell, not one it does
@@
identifier x;
@@
- const int x;
+ const long x;
