void show();
void f(int i, long l, char *c, short *s, double d, int *ip)
{
	long arr[2];
	show(i);
	show(l);
	show(c);
	show(s);
	show(d);
	show(ip);
	show(arr);
}
