void g(int), mark_if(void), mark_while(void);

void f(int a)
{
	if (a > 1)
		g(1);
	else
		g(1);
	if (a)
		g(2);
	else
		g(3);
	  while (a)
		a--;
	same_5_1_3();
	loop_13_3_8();
}
