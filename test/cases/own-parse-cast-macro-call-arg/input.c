int lookup(unsigned char *name, unsigned char *s, int n)
{
  if (strcmp(CS name, "script") == 0)
    return 1;
  s += sprintf(CS s, "%s ", name);
  show(CS s, n);
  return 0;
}
