import type { AboutContent } from './types.ts';

export const about: AboutContent = {
  title: 'About Us',
  summary:
    '{product} is a healing retreat estate by the river where doctors, therapists and teachers care for you together. We welcome people who need long-term care, those looking for a gentle detox, and anyone who simply needs a night away to breathe. Here, medicine, natural therapies and community meet, so you can rest, heal and return to daily life feeling whole.',
  tabs: [
    {
      id: 'approach',
      label: 'Our approach',
      heading: 'It starts with a conversation',
      paragraphs: [
        'Before you book, we begin with a consulting call over the phone. One of our team listens to what brings you here, your health history and what you hope to feel when you leave.',
        'After the call, we recommend the programs that suit you best: a short stay, a doctor-guided retreat, or a mix of therapies, yoga and meditation. Nothing is fixed until it feels right to you.',
        'Once you arrive, our doctors meet you again in person and adjust your plan day by day as you settle in.',
      ],
    },
    {
      id: 'why',
      label: 'Why choose us',
      heading: 'Care that sees the whole person',
      paragraphs: [
        'Many places offer a pleasant holiday or a clinical treatment. We offer both, gently woven together. Our doctors and therapists work as one team, so your massage, your meals and your meditation all serve the same plan.',
        'With more than 50 therapies, retreats from 2 to 7 nights and stays of up to a month, we can meet you wherever you are, whether you need a single night of quiet or steady, long-term care.',
      ],
    },
    {
      id: 'reasons',
      label: 'Key reasons',
      heading: 'Five reasons guests choose us',
      paragraphs: ['Here is what our guests tell us matters most.'],
      reasons: [
        {
          title: 'Doctor-guided care',
          text: 'Experienced doctors plan and review your programme, so every therapy has a purpose.',
        },
        {
          title: '50+ therapies in one place',
          text: 'Naturopathy, bodywork, yoga, sound healing, meditation and creative therapies, without having to travel between centres.',
        },
        {
          title: 'A calm riverside setting',
          text: 'Fresh air, greenery and the sound of water, yet only 20 minutes from the nearest airport.',
        },
        {
          title: 'Healing in community',
          text: 'Music, dance, art and shared meals make it easy to feel at home and to meet kind people.',
        },
        {
          title: 'Change that lasts',
          text: 'We focus on integration, not escape, and send you home with simple routines you can keep.',
        },
      ],
    },
    {
      id: 'mission',
      label: 'Mission and Vision',
      heading: 'Why we do this',
      paragraphs: [
        'Our mission is to make real healing warm, personal and within reach, by bringing medical care, natural therapies and community together under one roof.',
        'Our vision is a world where people do not have to escape their lives to feel well, but can return to them stronger, calmer and more connected. We hope {product} becomes a bridge to wholeness for everyone who walks through our gates.',
      ],
    },
  ],
};
