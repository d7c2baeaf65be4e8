/* The seed bug with the operands on two lines: the fix adds '(' and ')'
 * and keeps the line break and the indentation of the second line. */
#define ACPI_WMI_METHOD 0x2

struct wmi_block {
    unsigned int flags;
};

int wmi_method_enable(struct wmi_block *block)
{
    if (!block->flags
        & ACPI_WMI_METHOD)
        return -1;
    return 0;
}
