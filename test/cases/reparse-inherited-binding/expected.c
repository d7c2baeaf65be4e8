void h(void)
{
	use(new_old(1));
	use(keep(1));
	new_old(2);
}
