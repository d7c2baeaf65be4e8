// statement forms: goto, labels, continue
@@
identifier l;
@@
- goto l;
+ goto out;

@@
@@
- continue;
+ break;
