@@
expression D, S, N;
@@
- copy_bytes(D, S, N);
+ copy_bytes_checked(D, S, N);

@@
expression A, B;
@@
- map_io(A, B)
+ map_io_checked(A, B)

@@
expression A, B;
@@
- format_dev_t(A, B);
+ format_dev(A, B);
