// included by base.cocci (a name relative to base.cocci's folder)
virtual later

@unused@
@@
  never_called();
