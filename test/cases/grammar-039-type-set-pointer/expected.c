void show();
void f(int i, long l, char *c, short *s, double d, int *ip)
{
	long arr[2];
	show_num(i);
	show_num(l);
	show_ptr(c);
	show_ptr(s);
	show(d);
	show(ip);
	show(arr);
}
