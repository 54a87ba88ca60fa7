#pragma once
// Integer samples kept at their own depth: one byte each while every value fits in 8 bits,
// two bytes once one does not. An 8-bit photo then costs its decoded size, not twice it
// (docs/performance.md "Memory against pixels"); code that reads or writes single samples
// sees 16-bit values either way.
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <type_traits>
#include <vector>

namespace passband {

class Samples {
public:
    using value_type = std::uint16_t;
    using size_type = std::size_t;

    // One sample, for writing: a value above 255 widens the whole store first.
    class Ref {
    public:
        Ref(Samples& s, std::size_t i) : s_(&s), i_(i) {}
        operator std::uint16_t() const { return s_->get(i_); }
        Ref& operator=(std::uint16_t v)
        {
            s_->set(i_, v);
            return *this;
        }
        Ref& operator=(const Ref& other) { return *this = static_cast<std::uint16_t>(other); }

    private:
        Samples* s_;
        std::size_t i_;
    };

    // Reading in order, by value (for std::vector<T>(begin, end), max_element and the like).
    class const_iterator {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = std::uint16_t;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = std::uint16_t;
        const_iterator() = default;
        const_iterator(const Samples* s, std::size_t i) : s_(s), i_(i) {}
        std::uint16_t operator*() const { return s_->get(i_); }
        std::uint16_t operator[](difference_type n) const { return s_->get(i_ + n); }
        const_iterator& operator++() { ++i_; return *this; }
        const_iterator operator++(int) { const_iterator t = *this; ++i_; return t; }
        const_iterator& operator--() { --i_; return *this; }
        const_iterator operator--(int) { const_iterator t = *this; --i_; return t; }
        const_iterator& operator+=(difference_type n) { i_ += n; return *this; }
        const_iterator& operator-=(difference_type n) { i_ -= n; return *this; }
        friend const_iterator operator+(const_iterator a, difference_type n) { return a += n; }
        friend const_iterator operator+(difference_type n, const_iterator a) { return a += n; }
        friend const_iterator operator-(const_iterator a, difference_type n) { return a -= n; }
        friend difference_type operator-(const const_iterator& a, const const_iterator& b)
        {
            return static_cast<difference_type>(a.i_) - static_cast<difference_type>(b.i_);
        }
        friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.i_ == b.i_; }
        friend bool operator!=(const const_iterator& a, const const_iterator& b) { return a.i_ != b.i_; }
        friend bool operator<(const const_iterator& a, const const_iterator& b) { return a.i_ < b.i_; }
        friend bool operator>(const const_iterator& a, const const_iterator& b) { return a.i_ > b.i_; }
        friend bool operator<=(const const_iterator& a, const const_iterator& b) { return a.i_ <= b.i_; }
        friend bool operator>=(const const_iterator& a, const const_iterator& b) { return a.i_ >= b.i_; }

    private:
        const Samples* s_ = nullptr;
        std::size_t i_ = 0;
    };
    using iterator = const_iterator;

    Samples() = default;
    Samples(std::initializer_list<std::uint16_t> values) { assign(values.begin(), values.end()); }
    Samples(const std::vector<std::uint16_t>& values) { assign(values.begin(), values.end()); }
    Samples& operator=(std::initializer_list<std::uint16_t> values)
    {
        assign(values.begin(), values.end());
        return *this;
    }
    Samples& operator=(const std::vector<std::uint16_t>& values)
    {
        assign(values.begin(), values.end());
        return *this;
    }

    std::size_t size() const { return wide_ ? words_.size() : bytes_.size(); }
    bool empty() const { return size() == 0; }
    bool wide() const { return wide_; }
    int bytesPerSample() const { return wide_ ? 2 : 1; }

    std::uint16_t operator[](std::size_t i) const { return get(i); }
    Ref operator[](std::size_t i) { return Ref(*this, i); }
    std::uint16_t front() const { return get(0); }
    std::uint16_t back() const { return get(size() - 1); }
    Ref front() { return Ref(*this, 0); }
    Ref back() { return Ref(*this, size() - 1); }
    const_iterator begin() const { return const_iterator(this, 0); }
    const_iterator end() const { return const_iterator(this, size()); }

    // New samples are 0; the depth stays as it is.
    void resize(std::size_t n)
    {
        if (wide_)
            words_.resize(n);
        else
            bytes_.resize(n);
    }
    // Sized for samples up to `maxval`: two bytes each above 255. Existing samples are kept.
    void resize(std::size_t n, int maxval)
    {
        setWide(maxval > 255);
        resize(n);
    }
    void reserve(std::size_t n)
    {
        if (wide_)
            words_.reserve(n);
        else
            bytes_.reserve(n);
    }
    void clear()
    {
        bytes_ = {};
        words_ = {};
        wide_ = false;
    }
    void assign(std::size_t n, std::uint16_t v)
    {
        clear();
        if (v > 255) {
            wide_ = true;
            words_.assign(n, v);
        } else {
            bytes_.assign(n, static_cast<std::uint8_t>(v));
        }
    }
    // From a forward range, which may be this store's own.
    template <typename It, typename = std::enable_if_t<!std::is_integral_v<It>>>
    void assign(It first, It last)
    {
        bool fits = true;
        for (It i = first; i != last; ++i)
            fits = fits && static_cast<std::uint16_t>(*i) <= 255;
        Samples made;
        if (fits) {
            made.bytes_.reserve(static_cast<std::size_t>(std::distance(first, last)));
            for (It i = first; i != last; ++i)
                made.bytes_.push_back(static_cast<std::uint8_t>(*i));
        } else {
            made.wide_ = true;
            made.words_.reserve(static_cast<std::size_t>(std::distance(first, last)));
            for (It i = first; i != last; ++i)
                made.words_.push_back(static_cast<std::uint16_t>(*i));
        }
        *this = std::move(made);
    }
    void push_back(std::uint16_t v)
    {
        if (!wide_ && v > 255)
            setWide(true);
        if (wide_)
            words_.push_back(v);
        else
            bytes_.push_back(static_cast<std::uint8_t>(v));
    }
    void pop_back()
    {
        if (wide_)
            words_.pop_back();
        else
            bytes_.pop_back();
    }

    // Two bytes a sample (true), or one: narrowing needs every value to fit in 8 bits, and
    // returns false, changing nothing, where one does not.
    bool setWide(bool wide)
    {
        if (wide == wide_)
            return true;
        if (wide) {
            words_.assign(bytes_.begin(), bytes_.end());
            bytes_ = {};
        } else {
            for (const std::uint16_t v : words_)
                if (v > 255)
                    return false;
            bytes_.assign(words_.begin(), words_.end());
            words_ = {};
        }
        wide_ = wide;
        return true;
    }

    // The store itself, for whole-row reads and writes: bytes while narrow, words once wide.
    std::uint8_t* narrowData() { return bytes_.data(); }
    const std::uint8_t* narrowData() const { return bytes_.data(); }
    std::uint16_t* wideData() { return words_.data(); }
    const std::uint16_t* wideData() const { return words_.data(); }
    const void* data() const { return wide_ ? static_cast<const void*>(words_.data()) : bytes_.data(); }
    void* data() { return wide_ ? static_cast<void*>(words_.data()) : bytes_.data(); }

    std::vector<std::uint16_t> toVector() const { return std::vector<std::uint16_t>(begin(), end()); }

    friend bool operator==(const Samples& a, const Samples& b)
    {
        if (a.wide_ == b.wide_)
            return a.wide_ ? a.words_ == b.words_ : a.bytes_ == b.bytes_;
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (a.get(i) != b.get(i))
                return false;
        return true;
    }
    friend bool operator!=(const Samples& a, const Samples& b) { return !(a == b); }

private:
    std::uint16_t get(std::size_t i) const { return wide_ ? words_[i] : bytes_[i]; }
    void set(std::size_t i, std::uint16_t v)
    {
        if (!wide_ && v > 255)
            setWide(true);
        if (wide_)
            words_[i] = v;
        else
            bytes_[i] = static_cast<std::uint8_t>(v);
    }

    std::vector<std::uint8_t> bytes_;
    std::vector<std::uint16_t> words_;
    bool wide_ = false;
};

} // namespace passband
