// removing a compound literal whose initializer list ends in a comma
// (systemd's iovec-make.cocci on src/basic/audit-util.c)
@@
expression x, y, z;
@@
- x = (struct iovec) { .iov_base = y, .iov_len = z };
+ x = IOVEC_MAKE(y, z);
