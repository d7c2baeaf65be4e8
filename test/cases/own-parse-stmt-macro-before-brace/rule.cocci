@@
expression W, B, P, C;
@@
- RET_WIN_BUF_CHARTABSIZE(W, B, P, C)
+ RET_WIN_CHARTABSIZE(W, P, C)
