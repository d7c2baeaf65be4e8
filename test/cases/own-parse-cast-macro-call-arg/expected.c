int lookup(unsigned char *name, unsigned char *s, int n)
{
  if (matches("script"))
    return 1;
  s += sprintf(CS s, "%s ", name);
  show_n(n);
  return 0;
}
