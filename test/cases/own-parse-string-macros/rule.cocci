@@
expression L, E;
@@
(
- print_status(L, E);
+ print_status_once(L, E);
|
- log_line(L, E);
+ log_line_once(L, E);
)
